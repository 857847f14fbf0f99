export default {
  notAnExpert: 'A chosen user is not an expert of this tenant',
  expertSubmitted: 'An expert who submitted scores cannot leave the panel',
  sheetIncomplete: '{{count}} supplier(s) are not fully scored yet',
};
