export default {
  notWholeAudience:
    'Você não pode exportar o registro completo deste projeto; o registro público fica disponível após a publicação do resultado',
  resultNotPublished: 'O registro do leilão torna-se público quando o aviso de resultado é publicado',
  windowNotEnded: 'O registro do leilão só pode ser exportado após o fim do período de propostas',
};
