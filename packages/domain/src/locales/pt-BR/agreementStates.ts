export default {
  draft: 'Rascunho',
  purchaserSigned: 'Assinado pelo comprador',
  supplierSigned: 'Assinado pelo fornecedor',
  archived: 'Arquivado',
};
