export default {
  invalidTime: 'O horário não é válido.',
  applyNotFuture: 'O prazo de inscrição deve ser posterior ao momento atual.',
  applyAfterQuoteStart: 'O prazo de inscrição não pode ser posterior ao início das cotações.',
  windowEmpty: 'O fim das cotações deve ser posterior ao seu início.',
  movedBackward: 'Uma retificação só pode adiar os horários.',
  intoPast: 'Um horário retificado não pode estar no passado.',
  quoteStarted: 'As cotações já começaram; o horário de início não pode mais mudar.',
};
