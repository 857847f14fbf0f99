export default {
  purchaser: 'Purchaser',
  agency: 'Procurement agency',
  supplier: 'Supplier',
  expert: 'Evaluation expert',
  admin: 'Administrator',
};
