export default {
  noWindow: 'Este projeto ainda não tem período de propostas',
  notParty: 'Você não participa deste projeto e não pode ver a sala de lances',
  notLive: 'O período de propostas não está em andamento (estado do projeto: {{state}})',
  alreadyPaused: 'As propostas já estão pausadas',
  notPaused: 'As propostas não estão pausadas',
  endNotFuture: 'O novo término deve ser posterior ao momento atual e ao início das propostas',
};
