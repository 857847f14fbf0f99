/** Contracts: /myAgreement and /projectAgreementManage. */
export default {
  field: { title: 'Título do contrato', contractNum: 'Número do contrato', amount: 'Valor do contrato', content: 'Texto do contrato' },
  project: 'Projeto',
  supplier: 'Fornecedor vencedor',
  status: 'Situação do contrato',
  created: 'Criado em',
  empty: 'Nenhum contrato ainda',
  create: 'Criar contrato',
  saved: 'Contrato criado',
  notClosed: 'O contrato do vencedor pode ser criado quando o projeto estiver encerrado',
  sign: 'Assinar',
  archive: 'Arquivar',
  confirm: {
    signTitle: 'Assinar o contrato',
    sign: 'Depois de assinado, o contrato não pode mais ser alterado. Assinar?',
    archiveTitle: 'Arquivar o contrato',
    archive: 'Um contrato arquivado fica selado para registro. Arquivar?',
  },
  moved: { sign: 'Contrato assinado', archive: 'Contrato arquivado' },
};
