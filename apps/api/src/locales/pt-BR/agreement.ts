export default {
  projectNotClosed: 'Um contrato só pode ser criado depois que o projeto for encerrado (estado 7)',
  noWinner: 'Este projeto não tem fornecedor vencedor',
  exists: 'Este projeto já tem um contrato',
  notEditable: 'O contrato foi assinado e não pode ser alterado',
};
