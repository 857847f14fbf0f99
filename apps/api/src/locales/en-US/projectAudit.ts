export default {
  notOwn: 'You can only edit records you wrote',
};
