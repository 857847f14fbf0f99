export default {
  notDraft: 'The notice is already published and cannot change',
  wrongMode: '"{{type}}" does not apply to this kind of project',
  wrongState: 'The project is currently "{{state}}"; "{{type}}" cannot be published',
  wrongActor: 'The project is currently "{{state}}"; your role cannot publish "{{type}}"',
  timesNotAllowed: 'Only a correction or supplementary notice can change the project times',
};
