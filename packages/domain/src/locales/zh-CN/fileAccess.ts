export default {
  project: '项目文件',
  signup: '报名文件',
  quote: '报价文件',
  evaluation: '评审文件',
  notice: '公告附件',
  agreement: '合同附件',
};
