/** Bidding settings: /projectPbSetting. */
export default {
  saved: 'Bidding settings saved',
  defaults: 'Not saved yet: these are the platform defaults',
  numberRequired: 'Enter a number',
  unlimitedHint: 'Leave empty for no limit',
  softClose: 'Soft close',
  kind: {
    amount: 'Amount',
    percent: 'Percent',
  },
  trigger: {
    any: 'Any valid quote',
    best: 'A change of the best quote',
  },
  field: {
    minStep: 'Minimum step',
    minStepKind: 'Step kind',
    mustBeatBest: 'Must beat the best quote',
    priceCap: 'Price cap',
    startPrice: 'Starting price',
    maxQuotes: 'Quotes per supplier',
    minBidders: 'Minimum bidders',
    disclosure: 'Price disclosure',
    enabled: 'Enabled',
    triggerSeconds: 'Trigger window (seconds)',
    extendSeconds: 'Extension (seconds)',
    trigger: 'Trigger',
    maxExtensions: 'Maximum extensions',
    maxTotalExtensionSeconds: 'Total extension limit (seconds)',
  },
};
