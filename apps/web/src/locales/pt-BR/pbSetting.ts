/** Bidding settings: /projectPbSetting. */
export default {
  saved: 'Configurações salvas',
  defaults: 'Ainda não salvas: estes são os padrões da plataforma',
  numberRequired: 'Informe um número',
  unlimitedHint: 'Deixe vazio para sem limite',
  softClose: 'Prorrogação automática',
  kind: {
    amount: 'Valor',
    percent: 'Percentual',
  },
  trigger: {
    any: 'Qualquer proposta válida',
    best: 'Mudança da melhor proposta',
  },
  field: {
    minStep: 'Passo mínimo',
    minStepKind: 'Tipo de passo',
    mustBeatBest: 'Deve superar a melhor proposta',
    priceCap: 'Preço máximo',
    startPrice: 'Preço inicial',
    maxQuotes: 'Propostas por fornecedor',
    minBidders: 'Mínimo de licitantes',
    disclosure: 'Divulgação de preços',
    enabled: 'Ativada',
    triggerSeconds: 'Janela de disparo (segundos)',
    extendSeconds: 'Prorrogação (segundos)',
    trigger: 'Gatilho',
    maxExtensions: 'Máximo de prorrogações',
    maxTotalExtensionSeconds: 'Limite total de prorrogação (segundos)',
  },
};
