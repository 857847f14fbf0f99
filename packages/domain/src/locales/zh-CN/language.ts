/** The language's own name, as its switch shows it in every language. */
export default {
  name: '简体中文',
};
