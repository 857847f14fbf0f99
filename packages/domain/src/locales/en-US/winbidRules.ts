export default {
  winbidRules: {
    other: {
      label: 'Other',
      description: 'Sealed quotes; the agency picks the winner by hand with a written reason',
    },
    lowestPrice: {
      label: 'Lowest price',
      description: 'Open auction, prices go down; the lowest quote wins',
    },
    highestPrice: {
      label: 'Highest price',
      description: 'Open auction, prices go up; the highest quote wins',
    },
    closestToAverage: {
      label: 'Closest to the average',
      description: 'Sealed quotes; the quote closest to the average of valid quotes wins',
    },
    secondLowest: {
      label: 'Second lowest',
      description: 'Sealed quotes; the second lowest quote wins',
    },
    comprehensiveScoring: {
      label: 'Comprehensive scoring',
      description: 'Sealed quotes opened in the expert hall; price score plus expert scores, highest total wins',
    },
    belowAverageClosest: {
      label: 'Below the average and closest',
      description: 'Sealed quotes; the quote below the average and closest to it wins',
    },
    preliminarySelectionScoring: {
      label: 'Scoring, preliminary selection',
      description: 'Sealed quotes ranked by total score; the top N are shortlisted',
    },
    highestDiscountRate: {
      label: 'Highest discount rate',
      description: 'Open auction, the discount rate goes up; the highest rate wins',
    },
    comparisonSelectionScoring: {
      label: 'Scoring, comparison selection',
      description: 'Sealed quotes ranked by total score; the highest total wins',
    },
  },
  disclosureModes: {
    none: 'None',
    half: 'Half (amounts only)',
    full: 'Full',
  },
  priceScoreFormulas: {
    lowestPriceBase: 'Lowest-price base',
    discountRate: 'Discount rate',
    highestPriceBase: 'Highest-price base',
    difference: 'Difference method (points per 1% deviation)',
    averageBase: 'Average base price',
  },
};
