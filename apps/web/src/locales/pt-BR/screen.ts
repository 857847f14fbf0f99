/** The big screen (ScreenCount). */
export default {
  title: 'Painel de pregões ao vivo',
  now: 'Agora {{time}}',
  liveProjects: 'Janelas ao vivo',
  bidders: 'Fornecedores online',
  quotesPerMinute: 'Lances por minuto',
  quotesToday: 'Lances hoje',
  projects: 'Projetos',
  liveList: 'Pregões',
  byState: 'Projetos por situação',
  byMonth: 'Orçamento e valor adjudicado por mês',
  budget: 'Orçamento',
  awarded: 'Adjudicado',
  ticker: 'Atualizações',
  tickerEmpty: 'Nenhuma atualização ainda',
  noLive: 'Nenhum pregão ao vivo',
};
