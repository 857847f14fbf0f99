export default {
  project: 'Documentos do projeto',
  signup: 'Documentos de inscrição',
  quote: 'Documentos de cotação',
  evaluation: 'Documentos de avaliação',
  notice: 'Anexos de avisos',
  agreement: 'Anexos de contrato',
};
