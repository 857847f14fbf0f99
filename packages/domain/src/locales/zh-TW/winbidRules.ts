export default {
  winbidRules: {
    other: {
      label: '其他',
      description: '密封報價，由代理機構人工確定成交供應商並填寫理由',
    },
    lowestPrice: {
      label: '最低價',
      description: '公開競價，價格遞減，報價最低者成交',
    },
    highestPrice: {
      label: '最高價',
      description: '公開競價，價格遞增，報價最高者成交',
    },
    closestToAverage: {
      label: '平均價（最接近平均價）',
      description: '密封報價，最接近全部有效報價平均值者成交',
    },
    secondLowest: {
      label: '次低價',
      description: '密封報價，排名第二低的報價成交',
    },
    comprehensiveScoring: {
      label: '綜合評分',
      description: '密封報價，在專家大廳開標，價格分加專家評分，總分最高者成交',
    },
    belowAverageClosest: {
      label: '平均價（低於平均價且最接近）',
      description: '密封報價，低於平均值且最接近平均值者成交',
    },
    preliminarySelectionScoring: {
      label: '入圍遴選評分',
      description: '密封報價，按總分排名，前N名入圍',
    },
    highestDiscountRate: {
      label: '最高折扣率',
      description: '公開競價，折扣率遞增，折扣率最高者成交',
    },
    comparisonSelectionScoring: {
      label: '比選評分',
      description: '密封報價，按總分排名，總分最高者成交',
    },
  },
  disclosureModes: {
    none: '不公開',
    half: '半公開（僅報價）',
    full: '全公開',
  },
  priceScoreFormulas: {
    lowestPriceBase: '最低價基準法',
    discountRate: '折扣率法',
    highestPriceBase: '最高價基準法',
    difference: '差額法（每偏離1%扣分）',
    averageBase: '平均基準價法',
  },
};
