export default {
  purchaser: 'Comprador',
  agency: 'Agência de compras',
  supplier: 'Fornecedor',
  expert: 'Especialista avaliador',
  admin: 'Administrador',
};
