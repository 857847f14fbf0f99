/** Purchase requirements: /bid/new-rfq (purchaser) and /bid/checkrfq (agency). */
export default {
  create: '新建采购需求',
  edit: '编辑采购需求',
  returnTitle: '退回编制的项目',
  agencyHint: '发送前须选择承接该需求的代理机构',
  field: {
    name: '需求名称',
    budget: '预算金额',
    content: '需求内容',
    purchaser: '采购单位',
    agency: '代理机构',
    returnReason: '退回原因',
  },
  action: { send: '发送给代理机构', receive: '接收', draft: '编制项目', openProject: '打开项目' },
  confirm: {
    sendTitle: '发送需求',
    send: '发送后不能再修改该需求，确定发送给代理机构吗？',
    passTitle: '审核通过',
    pass: '确定通过代理机构编制的项目吗？',
    receiveTitle: '接收需求',
    receive: '确定接收该采购需求吗？',
    draftTitle: '编制项目',
    draft: '将根据该需求创建一个待编制的项目，确定吗？',
  },
  done: {
    saved: '需求已保存',
    send: '需求已发送',
    pass: '已审核通过',
    returned: '已退回',
    received: '需求已接收',
    drafted: '项目已创建，请继续编制',
  },
};
