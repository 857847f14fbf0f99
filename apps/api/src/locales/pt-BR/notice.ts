export default {
  notDraft: 'O aviso já foi publicado e não pode ser alterado',
  wrongMode: '"{{type}}" não se aplica a este tipo de projeto',
  wrongState: 'O projeto está atualmente em "{{state}}"; "{{type}}" não pode ser publicado',
  wrongActor: 'O projeto está atualmente em "{{state}}"; sua função não pode publicar "{{type}}"',
  timesNotAllowed: 'Somente um aviso de retificação ou complementar pode alterar os horários do projeto',
};
