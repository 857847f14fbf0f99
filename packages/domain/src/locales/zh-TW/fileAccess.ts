export default {
  project: '項目文件',
  signup: '報名文件',
  quote: '報價文件',
  evaluation: '評審文件',
  notice: '公告附件',
  agreement: '合同附件',
};
