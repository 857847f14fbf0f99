/** Agency drafting: /projectInfo. */
export default {
  start: '开始编制',
  complete: '编制完成，提交采购人审核',
  confirm: {
    startTitle: '开始编制',
    start: '确定开始编制该项目吗？',
    completeTitle: '编制完成',
    complete: '提交后项目将交由采购人审核，编制期间不能再修改。确定提交吗？',
  },
  done: {
    start: '已开始编制',
    complete: '已提交采购人审核',
  },
};
