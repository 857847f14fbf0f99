/** The language's own name, as its switch shows it in every language. */
export default {
  name: '繁體中文',
};
