export default {
  notOwn: '只能修改自己填写的记录',
};
