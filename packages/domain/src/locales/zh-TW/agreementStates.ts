export default {
  draft: '草稿',
  purchaserSigned: '採購人已簽署',
  supplierSigned: '供應商已簽署',
  archived: '已歸檔',
};
