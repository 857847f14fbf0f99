/** The project's file pool: /projectFilePool. */
export default {
  fileName: 'Nome do arquivo',
  size: 'Tamanho',
  uploader: 'Enviado por',
  time: 'Enviado em',
  download: 'Baixar',
  upload: 'Enviar arquivo',
  stage: 'Etapa',
  uploaded: 'Arquivo enviado',
  empty: 'Nenhum arquivo ainda',
};
