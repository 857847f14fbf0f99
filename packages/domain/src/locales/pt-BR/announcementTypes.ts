export default {
  bidding: 'Aviso de licitação',
  marketResearch: 'Aviso de pesquisa de mercado',
  correction: 'Aviso de retificação',
  supplementary: 'Aviso complementar',
  suspension: 'Aviso de suspensão',
  result: 'Aviso de resultado',
  failure: 'Aviso de licitação fracassada',
  researchResult: 'Aviso de resultado da pesquisa',
  researchCorrection: 'Aviso de retificação da pesquisa',
  researchTermination: 'Aviso de encerramento da pesquisa',
};
