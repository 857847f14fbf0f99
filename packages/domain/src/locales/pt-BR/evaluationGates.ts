export default {
  notPublished: 'O projeto não está publicado',
  windowNotEnded: 'O período de propostas ainda não terminou',
  notSealed: 'Propostas de leilão aberto não são seladas e não precisam de abertura',
  alreadyOpened: 'As propostas já foram abertas',
  notOpened: 'As propostas ainda não foram abertas',
  notScoring: 'O método de adjudicação deste projeto não usa pontuação',
  noExperts: 'Nenhum especialista foi designado',
  scoresPending: 'Alguns especialistas ainda não enviaram suas notas',
  alreadySubmitted: 'As notas foram enviadas e não podem mais ser alteradas',
  planMissing: 'Os critérios de pontuação não foram definidos',
  panelLocked: 'O painel de especialistas não pode mudar no estado atual do projeto',
  planLocked: 'Os critérios não podem mudar depois da abertura das propostas',
};
