export default {
  notEditable: '需求當前狀態為「{{state}}」，不能修改',
  noAgency: '請先選擇代理機構',
};
