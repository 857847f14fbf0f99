export default {
  winbidRules: {
    other: {
      label: 'Outro',
      description: 'Propostas seladas; a agência escolhe o vencedor manualmente com justificativa escrita',
    },
    lowestPrice: {
      label: 'Menor preço',
      description: 'Leilão aberto, preços em queda; vence a menor proposta',
    },
    highestPrice: {
      label: 'Maior preço',
      description: 'Leilão aberto, preços em alta; vence a maior proposta',
    },
    closestToAverage: {
      label: 'Mais próximo da média',
      description: 'Propostas seladas; vence a mais próxima da média das propostas válidas',
    },
    secondLowest: {
      label: 'Segundo menor preço',
      description: 'Propostas seladas; vence a segunda menor proposta',
    },
    comprehensiveScoring: {
      label: 'Pontuação abrangente',
      description:
        'Propostas seladas abertas na sala dos especialistas; nota de preço mais notas dos especialistas, vence o maior total',
    },
    belowAverageClosest: {
      label: 'Abaixo da média e mais próximo',
      description: 'Propostas seladas; vence a proposta abaixo da média e mais próxima dela',
    },
    preliminarySelectionScoring: {
      label: 'Pontuação, pré-seleção',
      description: 'Propostas seladas classificadas pela nota total; os N primeiros são pré-selecionados',
    },
    highestDiscountRate: {
      label: 'Maior taxa de desconto',
      description: 'Leilão aberto, a taxa de desconto sobe; vence a maior taxa',
    },
    comparisonSelectionScoring: {
      label: 'Pontuação, seleção comparativa',
      description: 'Propostas seladas classificadas pela nota total; vence o maior total',
    },
  },
  disclosureModes: {
    none: 'Nenhuma',
    half: 'Parcial (apenas valores)',
    full: 'Total',
  },
  priceScoreFormulas: {
    lowestPriceBase: 'Base de menor preço',
    discountRate: 'Taxa de desconto',
    highestPriceBase: 'Base de maior preço',
    difference: 'Método da diferença (pontos por 1% de desvio)',
    averageBase: 'Preço-base médio',
  },
};
