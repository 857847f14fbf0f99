export default {
  notResearch: 'Este não é um projeto de pesquisa de mercado',
  notParty: 'Você não é parte deste projeto de pesquisa',
  noSurvey: 'Este projeto ainda não tem pesquisa',
  notDraft: 'A pesquisa já foi publicada; as perguntas não podem mais mudar',
  notPublished: 'A pesquisa não foi publicada',
  terminated: 'A pesquisa foi encerrada',
  deadlinePassed: 'O prazo da pesquisa terminou',
  deadlineInPast: 'O prazo deve estar no futuro',
  deadlineEarlier: 'Uma retificação só pode adiar o prazo',
  projectState: 'O projeto está em "{{state}}"; isto não é possível agora',
};
