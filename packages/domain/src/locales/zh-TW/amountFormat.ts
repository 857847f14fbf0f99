/** The separators an amount is written with in this language (as Intl writes it). */
export default {
  decimal: '.',
  group: ',',
};
