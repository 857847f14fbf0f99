export default {
  draft: '草稿',
  purchaserSigned: '采购人已签署',
  supplierSigned: '供应商已签署',
  archived: '已归档',
};
