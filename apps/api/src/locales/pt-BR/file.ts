export default {
  badName: 'O nome do arquivo não é válido',
  typeNotAllowed: 'Este tipo de arquivo não é permitido (permitidos: pdf, png, jpg, gif, doc, docx, xls, xlsx, zip)',
  contentMismatch: 'O conteúdo do arquivo não corresponde à extensão',
  empty: 'O arquivo está vazio',
  tooLarge: 'O arquivo excede o limite de tamanho do seu tipo ({{limit}} MB)',
  badUpload: 'A solicitação de envio não é válida',
  missing: 'Escolha um arquivo para enviar',
  notAttachable: 'Os anexos devem ser arquivos enviados por você que nenhum outro aviso ou contrato usa',
  notAParty: 'Você não é parte deste projeto e não pode acessar este arquivo',
  notDeletable: 'Você só pode excluir arquivos que enviou e que nenhum aviso publicado ou contrato assinado contém',
};
