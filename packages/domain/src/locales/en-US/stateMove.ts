export default {
  notCreated: 'not created',
  subject: {
    project: 'project',
    requirement: 'requirement',
    agreement: 'contract',
  },
  refusal: {
    notAllowed: 'The {{subject}} is currently "{{current}}" and cannot move to "{{target}}".',
    wrongActor: 'The {{subject}} is currently "{{current}}"; the role "{{role}}" cannot move it to "{{target}}".',
  },
};
