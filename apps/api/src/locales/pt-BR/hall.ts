export default {
  noWindow: 'Este projeto ainda não tem período de propostas',
  notParty: 'Você não participa deste projeto e não pode ver a sala de propostas',
  notLive: 'O período de propostas não está em andamento (estado do projeto: {{state}})',
  alreadyPaused: 'As propostas já estão pausadas',
  notPaused: 'As propostas não estão pausadas',
  endTooSoon: 'O novo término deve ser pelo menos {{minutes}} minutos após o momento atual e o início das propostas',
  endTooFar: 'O término pode ser adiado no máximo {{hours}} horas além do término atual de cada vez',
  windowTooLong: 'O período de propostas não pode durar mais de {{days}} dias no total',
};
