export default {
  notOwn: '只能修改自己填寫的記錄',
};
