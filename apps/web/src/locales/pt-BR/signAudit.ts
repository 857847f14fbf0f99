/** Sign-up audit: /projectSignAudit and /projectSignRead. */
export default {
  none: 'Nenhuma inscrição ainda',
  supplier: 'Fornecedor',
  submitTime: 'Inscrito em',
  comment: 'Comentário',
  status: {
    '0': 'Pendente',
    '1': 'Aprovada',
    '2': 'Devolvida',
  },
  returnTitle: 'Devolver a inscrição',
  passed: 'Inscrição aprovada',
  returned: 'Inscrição devolvida',
  confirm: {
    passTitle: 'Aprovar a inscrição',
    pass: 'Depois de aprovada, o fornecedor poderá ofertar. Aprovar?',
  },
};
