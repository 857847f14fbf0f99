/** Reviews and results: /ProjectInfoRead, /projectQuoteAudit, /projectPbResultAudit. */
export default {
  passed: 'Projeto aprovado',
  returned: 'Projeto devolvido',
  returnTitle: 'Devolver o projeto',
  confirm: { passTitle: 'Aprovar', pass: 'Depois de aprovado, a agência poderá publicar o projeto. Aprovar?' },
};
