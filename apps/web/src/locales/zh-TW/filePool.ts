/** The project's file pool: /projectFilePool. */
export default {
  fileName: '檔案名稱',
  size: '大小',
  uploader: '上傳者',
  time: '上傳時間',
  download: '下載',
  upload: '上傳檔案',
  stage: '檔案階段',
  uploaded: '檔案已上傳',
  empty: '暫無檔案',
};
