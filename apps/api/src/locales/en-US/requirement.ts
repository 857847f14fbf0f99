export default {
  notEditable: 'The requirement is currently "{{state}}" and cannot be edited',
  noAgency: 'Choose an agency first',
};
