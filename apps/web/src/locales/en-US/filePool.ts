/** The project's file pool: /projectFilePool. */
export default {
  fileName: 'File name',
  size: 'Size',
  uploader: 'Uploaded by',
  time: 'Uploaded at',
  download: 'Download',
  upload: 'Upload a file',
  stage: 'Stage',
  uploaded: 'File uploaded',
  empty: 'No files yet',
};
