export default {
  closed: 'O projeto está em "{{state}}" ou o prazo de inscrição passou; inscrições encerradas',
  alreadySubmitted: 'Já inscrito (agora: {{status}}); somente uma inscrição devolvida pode ser reenviada',
  notPending: 'Esta inscrição não está aguardando análise (agora: {{status}})',
};
