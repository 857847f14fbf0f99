export default {
  notCreated: 'não criado',
  subject: {
    project: 'projeto',
    requirement: 'requisito',
    agreement: 'contrato',
  },
  refusal: {
    notAllowed: 'O {{subject}} está atualmente em "{{current}}" e não pode passar para "{{target}}".',
    wrongActor:
      'O {{subject}} está atualmente em "{{current}}"; o papel "{{role}}" não pode passá-lo para "{{target}}".',
  },
};
