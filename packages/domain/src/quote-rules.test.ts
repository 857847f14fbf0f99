import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './lang.ts';
import { Money } from './money.ts';
import {
  DEFAULT_BIDDING_SETTINGS,
  QUOTE_REFUSALS,
  QUOTE_REFUSAL_MESSAGES,
  decideQuote,
  quoteRefusalMessage,
  requiredImprovement,
  validateBiddingSettings,
  type BiddingSettings,
  type QuoteDecisionInput,
  type QuoteProject,
} from './quote-rules.ts';

const FROM = 1_000_000;
const TO = FROM + 600_000;

type Overrides = Omit<Partial<QuoteDecisionInput>, 'settings' | 'project'> & {
  settings?: Partial<BiddingSettings>;
  project?: Partial<QuoteProject>;
};

function input(over: Overrides = {}): QuoteDecisionInput {
  const { settings, project, ...rest } = over;
  return {
    project: { state: 5, winbidRule: 1, uppriceFromTime: FROM, uppriceToTime: TO, paused: false, ...project },
    settings: { ...DEFAULT_BIDDING_SETTINGS, ...settings },
    signUp: { status: 1 },
    ownQuotes: [],
    best: null,
    extensionsSoFar: 0,
    extendedSecondsSoFar: 0,
    amount: '1000',
    now: FROM + 1000,
    ...rest,
  };
}

const refusal = (i: QuoteDecisionInput) => {
  const d = decideQuote(i);
  return d.accepted ? 'accepted' : d.reason;
};

describe('decideQuote: the window and the bidder (rules.md "The quote window")', () => {
  it('accepts a first quote in an open window', () => {
    expect(decideQuote(input())).toEqual({
      accepted: true,
      amount: '1000.00',
      isNewBest: true,
      replacesPrevious: false,
      remainingQuotes: null,
    });
  });

  it.each([
    [{ project: { state: 4 } }, 'not-published'],
    [{ project: { state: 6 } }, 'not-published'],
    [{ project: { state: 9 } }, 'suspended'],
    [{ project: { paused: true } }, 'paused'],
    [{ now: FROM - 1 }, 'window-not-open'],
    [{ now: TO }, 'window-closed'],
    [{ signUp: null }, 'not-signed-up'],
    [{ signUp: { status: 0 } }, 'sign-up-not-passed'],
    [{ signUp: { status: 2 } }, 'sign-up-not-passed'],
  ] as const)('refuses %j with %s', (over, reason) => {
    expect(refusal(input(over as Overrides))).toBe(reason);
  });

  it('opens exactly at uppriceFromTime and closes exactly at uppriceToTime', () => {
    expect(refusal(input({ now: FROM }))).toBe('accepted');
    expect(refusal(input({ now: TO - 1 }))).toBe('accepted');
  });
});

describe('decideQuote: amounts (rules.md "The quote window")', () => {
  it.each([['abc'], ['-5'], ['0'], ['1.234'], [null], [Number.NaN], ['1e15']])('refuses %j as invalid', (amount) => {
    expect(refusal(input({ amount }))).toBe('invalid-amount');
  });

  it('keeps discount rates within [0, 100)', () => {
    const rate = (amount: unknown) => refusal(input({ project: { winbidRule: 8 }, amount }));
    expect(rate('0')).toBe('accepted');
    expect(rate('99.99')).toBe('accepted');
    expect(rate('100')).toBe('discount-out-of-range');
    expect(rate('-1')).toBe('discount-out-of-range');
    expect(rate('1.001')).toBe('invalid-amount');
  });

  it('applies the price cap to descending and sealed methods, the start price to ascending ones', () => {
    const settings = { priceCap: '1000', startPrice: '500' };
    expect(refusal(input({ settings, amount: '1000.01' }))).toBe('above-price-cap');
    expect(refusal(input({ settings, amount: '1000' }))).toBe('accepted');
    expect(refusal(input({ settings, amount: '1000.01', project: { winbidRule: 3 } }))).toBe('above-price-cap');
    expect(refusal(input({ settings, amount: '499.99', project: { winbidRule: 2 } }))).toBe('below-start-price');
    expect(refusal(input({ settings, amount: '5000', project: { winbidRule: 2 } }))).toBe('accepted');
  });

  it('counts quotes against maxQuotes and reports what is left', () => {
    const settings = { maxQuotes: 2 };
    const first = decideQuote(input({ settings }));
    expect(first).toMatchObject({ accepted: true, remainingQuotes: 1 });
    expect(decideQuote(input({ settings, ownQuotes: [{ amount: '2000' }], amount: '1000' }))).toMatchObject({
      remainingQuotes: 0,
    });
    expect(refusal(input({ settings, ownQuotes: [{ amount: '2000' }, { amount: '1500' }] }))).toBe(
      'max-quotes-reached',
    );
  });
});

describe('decideQuote: open auction steps (rules.md "The quote window")', () => {
  it('needs a strict improvement on the own last quote, by at least minStep', () => {
    const own = [{ amount: '1000' }];
    expect(refusal(input({ ownQuotes: own, amount: '1000' }))).toBe('step-too-small');
    expect(refusal(input({ ownQuotes: own, amount: '1000.01' }))).toBe('step-too-small');
    expect(refusal(input({ ownQuotes: own, amount: '999.99' }))).toBe('accepted');
    expect(refusal(input({ ownQuotes: own, amount: '990.01', settings: { minStep: '10' } }))).toBe('step-too-small');
    expect(refusal(input({ ownQuotes: own, amount: '990', settings: { minStep: '10' } }))).toBe('accepted');
  });

  it('reads a percent step as a share of the own last quote', () => {
    const settings = { minStep: '1.5', minStepKind: 'percent' as const };
    const own = [{ amount: '2000' }];
    expect(refusal(input({ settings, ownQuotes: own, amount: '1970.01' }))).toBe('step-too-small');
    expect(refusal(input({ settings, ownQuotes: own, amount: '1970' }))).toBe('accepted');
  });

  it('goes up for ascending auctions', () => {
    const rule = { project: { winbidRule: 2 as const }, ownQuotes: [{ amount: '1000' }] };
    expect(refusal(input({ ...rule, amount: '999' }))).toBe('step-too-small');
    expect(refusal(input({ ...rule, amount: '1001' }))).toBe('accepted');
  });

  it('with mustBeatBest, needs to beat the best strictly; a tie is never a new best', () => {
    const best = { amount: '900' };
    const must = { mustBeatBest: true, disclosure: 2 as const };
    expect(refusal(input({ best, amount: '900', settings: must }))).toBe('must-beat-best');
    expect(decideQuote(input({ best, amount: '900' }))).toMatchObject({ accepted: true, isNewBest: false });
    expect(decideQuote(input({ best, amount: '950' }))).toMatchObject({ accepted: true, isNewBest: false });
    expect(decideQuote(input({ best, amount: '899.99', settings: must }))).toMatchObject({
      accepted: true,
      isNewBest: true,
    });
  });
  it('measures the step from the best when mustBeatBest is on, unless the project says own', () => {
    const best = { amount: '1000' };
    const must = { mustBeatBest: true, minStep: '100', disclosure: 2 as const };
    // A lead by a cent against a 100-yuan step is refused; by the step it is taken.
    expect(refusal(input({ best, amount: '999.99', settings: must }))).toBe('step-too-small-on-best');
    expect(refusal(input({ best, amount: '900', settings: must }))).toBe('accepted');
    expect(refusal(input({ best, amount: '999.99', settings: { ...must, stepAgainst: 'own' } }))).toBe('accepted');
    // Without mustBeatBest the default is the own last quote; 'best' can be chosen.
    const free = { minStep: '100', disclosure: 3 as const };
    expect(refusal(input({ best, amount: '999.99', settings: free }))).toBe('accepted');
    expect(refusal(input({ best, amount: '999.99', settings: { ...free, stepAgainst: 'best' } }))).toBe(
      'step-too-small-on-best',
    );
  });

  it('refuses a quote below the floor with its own reason', () => {
    const floor = { floor: '500.00' };
    expect(refusal(input({ amount: '499.99', settings: floor }))).toBe('below-floor');
    expect(refusal(input({ amount: '500', settings: floor }))).toBe('accepted');
    expect(refusal(input({ amount: '499.99', settings: floor, project: { winbidRule: 4 } }))).toBe('below-floor');
  });

  it('refuses a quote below a floor set as a share of the budget with the same reason, the higher floor holding', () => {
    const share = { floorPercent: 60 };
    const budget = { budget: '1000' };
    expect(refusal(input({ amount: '599.99', settings: share, project: budget }))).toBe('below-floor');
    expect(refusal(input({ amount: '600', settings: share, project: budget }))).toBe('accepted');
    expect(refusal(input({ amount: '649.99', settings: { ...share, floor: '650' }, project: budget }))).toBe(
      'below-floor',
    );
    // No budget: the share sets no floor.
    expect(refusal(input({ amount: '100', settings: share }))).toBe('accepted');
  });

  it('under disclosure 1 never refuses for the best: the refusal would tell a bidder a rival is lower', () => {
    const best = { amount: '900' };
    expect(refusal(input({ best, amount: '950', settings: { mustBeatBest: true, disclosure: 1 } }))).toBe('accepted');
    expect(refusal(input({ best, amount: '950', settings: { mustBeatBest: true, disclosure: 3 } }))).toBe(
      'must-beat-best',
    );
  });
});

describe('decideQuote: sealed methods (rules.md "Project kinds and winning methods")', () => {
  it('takes one revisable quote: no step, no best, the new one replaces the old', () => {
    const sealed = { project: { winbidRule: 5 as const }, ownQuotes: [{ amount: '1000' }], best: { amount: '10' } };
    expect(decideQuote(input({ ...sealed, amount: '1200', settings: { mustBeatBest: true, minStep: '50' } }))).toEqual({
      accepted: true,
      amount: '1200.00',
      isNewBest: false,
      replacesPrevious: true,
      remainingQuotes: null,
    });
    expect(refusal(input({ ...sealed, settings: { maxQuotes: 1 } }))).toBe('max-quotes-reached');
  });
});

describe('decideQuote: soft close (rules.md "The quote window")', () => {
  const softClose = {
    ...DEFAULT_BIDDING_SETTINGS.softClose,
    enabled: true,
    triggerSeconds: 60,
    extendSeconds: 120,
    maxExtensions: 2,
    maxTotalExtensionSeconds: 200,
  };
  const late = TO - 30_000;

  it('extends the end by extendSeconds for a quote within triggerSeconds', () => {
    expect(decideQuote(input({ settings: { softClose }, now: late }))).toMatchObject({
      newEndsAt: TO + 120_000,
      extendedBySeconds: 120,
    });
    expect(decideQuote(input({ settings: { softClose }, now: TO - 61_000 }))).not.toHaveProperty('newEndsAt');
  });

  it('stops at maxExtensions and trims to maxTotalExtensionSeconds', () => {
    expect(
      decideQuote(input({ settings: { softClose }, now: late, extensionsSoFar: 1, extendedSecondsSoFar: 120 })),
    ).toMatchObject({ extendedBySeconds: 80 });
    expect(
      decideQuote(input({ settings: { softClose }, now: late, extensionsSoFar: 2, extendedSecondsSoFar: 120 })),
    ).not.toHaveProperty('newEndsAt');
    expect(
      decideQuote(input({ settings: { softClose }, now: late, extensionsSoFar: 1, extendedSecondsSoFar: 200 })),
    ).not.toHaveProperty('newEndsAt');
  });

  it("with trigger 'best', only a new best extends", () => {
    const settings = { softClose: { ...softClose, trigger: 'best' as const } };
    expect(decideQuote(input({ settings, now: late, best: { amount: '500' } }))).not.toHaveProperty('newEndsAt');
    expect(decideQuote(input({ settings, now: late, best: { amount: '5000' } }))).toHaveProperty('newEndsAt');
  });

  it('never extends when off (the default)', () => {
    expect(decideQuote(input({ now: late }))).not.toHaveProperty('newEndsAt');
  });
});

describe('refusal messages and settings', () => {
  it('has a message for every reason in every language', () => {
    expect(Object.keys(QUOTE_REFUSAL_MESSAGES).sort()).toEqual([...QUOTE_REFUSALS].sort());
    for (const reason of QUOTE_REFUSALS)
      for (const lang of LANGUAGES) expect(quoteRefusalMessage(reason, lang)).toMatch(/\S/);
  });

  it('validates bidding settings', () => {
    expect(validateBiddingSettings(DEFAULT_BIDDING_SETTINGS)).toEqual([]);
    expect(DEFAULT_BIDDING_SETTINGS.minBidders).toBe(3);
    const bad: BiddingSettings = {
      ...DEFAULT_BIDDING_SETTINGS,
      minStep: '-1',
      priceCap: '100',
      startPrice: '200',
      maxQuotes: 0,
      softClose: { ...DEFAULT_BIDDING_SETTINGS.softClose, enabled: true, extendSeconds: 0 },
      minBidders: 10,
      disclosure: 4 as never,
    };
    expect(validateBiddingSettings(bad)).toEqual([
      'min-step',
      'start-above-cap',
      'max-quotes',
      'soft-close',
      'min-bidders',
      'disclosure',
    ]);
    expect(validateBiddingSettings({ ...DEFAULT_BIDDING_SETTINGS, minStep: '100', minStepKind: 'percent' })).toEqual([
      'min-step',
    ]);
  });
  it('validates the floor against the cap, and the abnormal-low percent', () => {
    const s = DEFAULT_BIDDING_SETTINGS;
    expect(validateBiddingSettings({ ...s, priceCap: '1000', floor: '600', abnormalLowPercent: 0 })).toEqual([]);
    expect(validateBiddingSettings({ ...s, priceCap: '1000', floor: '1000' })).toEqual(['floor-above-cap']);
    expect(validateBiddingSettings({ ...s, floor: '-1' })).toEqual(['floor']);
    for (const floorPercent of [0, 100, 60.5])
      expect(validateBiddingSettings({ ...s, floorPercent })).toEqual(['floor-percent']);
    // A share of the budget at or above the cap is caught once the budget is known.
    expect(validateBiddingSettings({ ...s, priceCap: '1000', floorPercent: 60 })).toEqual([]);
    expect(validateBiddingSettings({ ...s, priceCap: '1000', floorPercent: 60 }, '2000')).toEqual(['floor-above-cap']);
    expect(validateBiddingSettings({ ...s, priceCap: '1000', floorPercent: 40 }, '2000')).toEqual([]);
    for (const abnormalLowPercent of [-1, 100, 2.5])
      expect(validateBiddingSettings({ ...s, abnormalLowPercent })).toEqual(['abnormal-low-percent']);
  });
  it('checks the soft-close numbers with the switch off too', () => {
    const off = { ...DEFAULT_BIDDING_SETTINGS.softClose, enabled: false };
    expect(validateBiddingSettings({ ...DEFAULT_BIDDING_SETTINGS, softClose: { ...off, triggerSeconds: -5 } })).toEqual(
      ['soft-close'],
    );
    expect(
      validateBiddingSettings({ ...DEFAULT_BIDDING_SETTINGS, softClose: { ...off, maxTotalExtensionSeconds: -1 } }),
    ).toEqual(['soft-close']);
    expect(validateBiddingSettings({ ...DEFAULT_BIDDING_SETTINGS, softClose: off })).toEqual([]);
  });
});

describe('requiredImprovement', () => {
  it('is the step in yuan, or the percent of the own last quote', () => {
    expect(requiredImprovement(new Money('2000'), { minStep: '10', minStepKind: 'amount' }).toString()).toBe('10');
    expect(requiredImprovement(new Money('2000'), { minStep: '1.5', minStepKind: 'percent' }).toString()).toBe('30');
  });
});
