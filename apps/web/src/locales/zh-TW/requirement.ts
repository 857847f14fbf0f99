/** Purchase requirements: /bid/new-rfq (purchaser) and /bid/checkrfq (agency). */
export default {
  create: '新建採購需求',
  edit: '編輯採購需求',
  returnTitle: '退回編製的項目',
  agencyHint: '發送前須選擇承接該需求的代理機構',
  field: {
    name: '需求名稱',
    budget: '預算金額',
    content: '需求內容',
    purchaser: '採購單位',
    agency: '代理機構',
    returnReason: '退回原因',
  },
  action: { send: '發送給代理機構', receive: '接收', draft: '編製項目', openProject: '打開項目' },
  confirm: {
    sendTitle: '發送需求',
    send: '發送後不能再修改該需求，確定發送給代理機構嗎？',
    passTitle: '審核通過',
    pass: '確定通過代理機構編製的項目嗎？',
    receiveTitle: '接收需求',
    receive: '確定接收該採購需求嗎？',
    draftTitle: '編製項目',
    draft: '將根據該需求創建一個待編製的項目，確定嗎？',
  },
  done: {
    saved: '需求已保存',
    send: '需求已發送',
    pass: '已審核通過',
    returned: '已退回',
    received: '需求已接收',
    drafted: '項目已創建，請繼續編製',
  },
};
