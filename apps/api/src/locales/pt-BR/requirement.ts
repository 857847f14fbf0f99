export default {
  notEditable: 'O requisito está atualmente em "{{state}}" e não pode ser editado',
  noAgency: 'Escolha primeiro uma agência',
};
