export default {
  auditStatuses: {
    pending: 'Pendente',
    passed: 'Aprovado',
    rejected: 'Rejeitado',
  },
  auditTemplates: {
    projectSetup: 'Projeto criado',
    drafting: 'Elaboração do projeto',
    draftingComplete: 'Elaboração concluída',
    reviewRejected: 'Revisão rejeitada',
    reviewPassed: 'Revisão aprovada',
    published: 'Projeto publicado',
    resultPending: 'Resultado aguardando confirmação',
    resultConfirmed: 'Resultado confirmado',
    resultReturned: 'Resultado devolvido',
    resultPublished: 'Resultado publicado',
    correctionPublished: 'Retificação publicada',
    signUpSubmitted: 'Inscrição enviada',
    signUpPassed: 'Inscrição aprovada',
    signUpReturned: 'Inscrição devolvida',
  },
  reasonSeparator: ': ',
};
