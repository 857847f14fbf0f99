import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isOpeningPrice, nextAcceptableQuote, type NextQuoteInput } from './next-quote.ts';
import { DEFAULT_BIDDING_SETTINGS, decideQuote, type BiddingSettings } from './quote-rules.ts';

const settings = (over: Partial<BiddingSettings> = {}) => ({ ...DEFAULT_BIDDING_SETTINGS, ...over });
const at = (over: Partial<NextQuoteInput>): NextQuoteInput => ({
  style: 'descending',
  settings: settings(),
  ownLast: null,
  best: null,
  ...over,
});

describe('nextAcceptableQuote (rules.md "The quote window")', () => {
  it('starts at the cap (descending) or the start price (ascending), or has no price to offer', () => {
    expect(nextAcceptableQuote(at({ settings: settings({ priceCap: '100000' }) }))).toBe('100000.00');
    expect(nextAcceptableQuote(at({ style: 'ascending', settings: settings({ startPrice: '5000' }) }))).toBe('5000.00');
    expect(nextAcceptableQuote(at({}))).toBeNull();
    expect(
      nextAcceptableQuote(at({ style: 'sealed', settings: settings({ priceCap: '100' }), ownLast: '90' })),
    ).toBeNull();
  });

  it('takes one or two steps of amount or percent past the own last quote', () => {
    const amount = settings({ minStep: '500', minStepKind: 'amount' });
    expect(nextAcceptableQuote(at({ settings: amount, ownLast: '99000' }))).toBe('98500.00');
    expect(nextAcceptableQuote(at({ settings: amount, ownLast: '99000' }), 2)).toBe('98000.00');
    expect(nextAcceptableQuote(at({ style: 'ascending', settings: amount, ownLast: '99000' }))).toBe('99500.00');
    // 1.5 % of 333.33 is 4.99995: the rounding must still cover the whole step.
    expect(
      nextAcceptableQuote(at({ settings: settings({ minStep: '1.5', minStepKind: 'percent' }), ownLast: '333.33' })),
    ).toBe('328.33');
    expect(nextAcceptableQuote(at({ ownLast: '10' }))).toBe('9.99');
  });

  it('beats the best when the project requires it', () => {
    const must = settings({ mustBeatBest: true, minStep: '100' });
    expect(nextAcceptableQuote(at({ settings: must, ownLast: '99000', best: '97000' }))).toBe('96999.99');
    expect(nextAcceptableQuote(at({ settings: must, ownLast: '99000', best: '99500' }))).toBe('98900.00');
    expect(nextAcceptableQuote(at({ settings: must, best: '97000' }))).toBe('96999.99');
  });

  it('offers nothing past the range', () => {
    expect(nextAcceptableQuote(at({ ownLast: '0.01' }))).toBeNull();
    expect(nextAcceptableQuote(at({ style: 'ascending-rate', ownLast: '99.99' }))).toBeNull();
  });

  it('is always accepted by decideQuote, and a cent less improvement never is', () => {
    const amount = fc.integer({ min: 1000, max: 10_000_000 }).map((c) => (c / 100).toFixed(2));
    fc.assert(
      fc.property(
        amount,
        fc.constantFrom('0', '1', '10', '0.5'),
        fc.constantFrom('amount', 'percent') as fc.Arbitrary<'amount' | 'percent'>,
        fc.constantFrom('descending', 'ascending') as fc.Arbitrary<'descending' | 'ascending'>,
        (last, minStep, minStepKind, style) => {
          const s = settings({ minStep, minStepKind });
          const next = nextAcceptableQuote(at({ style, settings: s, ownLast: last }));
          if (next === null) return;
          const decide = (value: string) =>
            decideQuote({
              project: {
                state: 5,
                winbidRule: style === 'descending' ? 1 : 2,
                uppriceFromTime: 0,
                uppriceToTime: 10,
                paused: false,
              },
              settings: s,
              signUp: { status: 1 },
              ownQuotes: [{ amount: last }],
              best: null,
              extensionsSoFar: 0,
              extendedSecondsSoFar: 0,
              amount: value,
              now: 1,
            }).accepted;
          expect(decide(next)).toBe(true);
          const short = (Number(next) + (style === 'descending' ? 0.01 : -0.01)).toFixed(2);
          expect(decide(short)).toBe(false);
        },
      ),
    );
  });
});

describe('isOpeningPrice', () => {
  it('names the cap or the start price of a first quote, and nothing past a quote or a best to beat', () => {
    const cap = at({ settings: settings({ priceCap: '100000', minStep: '100', minStepKind: 'amount' }) });
    expect(isOpeningPrice(cap, nextAcceptableQuote(cap))).toBe(true);
    expect(isOpeningPrice(cap, nextAcceptableQuote(cap, 2))).toBe(false);
    const start = at({ style: 'ascending', settings: settings({ startPrice: '5000' }) });
    expect(isOpeningPrice(start, nextAcceptableQuote(start))).toBe(true);
    const quoted = { ...cap, ownLast: '100000' };
    expect(isOpeningPrice(quoted, '100000.00')).toBe(false);
    const beaten = { ...cap, settings: { ...cap.settings, mustBeatBest: true }, best: '95500' };
    expect(nextAcceptableQuote(beaten)).toBe('95499.99');
    expect(isOpeningPrice(beaten, nextAcceptableQuote(beaten))).toBe(false);
    expect(isOpeningPrice(at({}), nextAcceptableQuote(at({})))).toBe(false);
  });
});
