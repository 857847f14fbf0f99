export default {
  winbidRules: {
    other: {
      label: '其他',
      description: '密封报价，由代理机构人工确定成交供应商并填写理由',
    },
    lowestPrice: {
      label: '最低价',
      description: '公开竞价，价格递减，报价最低者成交',
    },
    highestPrice: {
      label: '最高价',
      description: '公开竞价，价格递增，报价最高者成交',
    },
    closestToAverage: {
      label: '平均价（最接近平均价）',
      description: '密封报价，最接近全部有效报价平均值者成交',
    },
    secondLowest: {
      label: '次低价',
      description: '密封报价，排名第二低的报价成交',
    },
    comprehensiveScoring: {
      label: '综合评分',
      description: '密封报价，在专家大厅开标，价格分加专家评分，总分最高者成交',
    },
    belowAverageClosest: {
      label: '平均价（低于平均价且最接近）',
      description: '密封报价，低于平均值且最接近平均值者成交',
    },
    preliminarySelectionScoring: {
      label: '入围遴选评分',
      description: '密封报价，按总分排名，前N名入围',
    },
    highestDiscountRate: {
      label: '最高折扣率',
      description: '公开竞价，折扣率递增，折扣率最高者成交',
    },
    comparisonSelectionScoring: {
      label: '比选评分',
      description: '密封报价，按总分排名，总分最高者成交',
    },
  },
  disclosureModes: {
    none: '不公开',
    half: '半公开（仅报价）',
    full: '全公开',
  },
  priceScoreFormulas: {
    lowestPriceBase: '最低价基准法',
    discountRate: '折扣率法',
    highestPriceBase: '最高价基准法',
    difference: '差额法（每偏离1%扣分）',
    averageBase: '平均基准价法',
  },
};
