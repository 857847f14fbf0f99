export default {
  badName: 'The file name is not valid',
  typeNotAllowed: 'This file type is not allowed (allowed: pdf, png, jpg, gif, doc, docx, xls, xlsx, zip)',
  contentMismatch: 'The file content does not match its extension',
  empty: 'The file is empty',
  tooLarge: 'The file exceeds the size limit for its type ({{limit}} MB)',
  badUpload: 'The upload request is not valid',
  missing: 'Choose a file to upload',
  notAttachable: 'Attachments must be files you uploaded that no other notice or contract uses',
  notAParty: 'You are not a party to this project and may not access this file',
  notDeletable: 'You can delete only files you uploaded that no published notice or signed contract holds',
};
