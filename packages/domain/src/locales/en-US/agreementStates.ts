export default {
  draft: 'Draft',
  purchaserSigned: 'Signed by the purchaser',
  supplierSigned: 'Signed by the supplier',
  archived: 'Archived',
};
