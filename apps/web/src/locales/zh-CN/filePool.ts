/** The project's file pool: /projectFilePool. */
export default {
  fileName: '文件名',
  size: '大小',
  uploader: '上传者',
  time: '上传时间',
  download: '下载',
  upload: '上传文件',
  stage: '文件阶段',
  uploaded: '文件已上传',
  empty: '暂无文件',
};
