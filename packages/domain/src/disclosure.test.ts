import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  viewOfQuoteAccepted,
  viewOfRanking,
  type DisclosureContext,
  type QuoteAcceptedEvent,
  type RankingEntry,
} from './disclosure.ts';
import type { DisclosureMode } from './winbid-rules.ts';

const entry = (rank: number, supplierId: number, amount: string, quoteCount = 1): RankingEntry => ({
  rank,
  supplierId,
  companyName: `Company-${supplierId}-名`,
  amount,
  acceptedAt: 1000 + rank,
  seq: 10 + rank,
  quoteCount,
});
const ranking = [entry(1, 7, '90.00', 3), entry(2, 3, '95.50'), entry(3, 5, '120.00', 2)];
const open = (disclosure: DisclosureMode, extra: Partial<DisclosureContext> = {}): DisclosureContext => ({
  disclosure,
  sealed: false,
  windowEnded: false,
  opened: false,
  ...extra,
});

describe('viewOfRanking (rules.md "What each audience sees")', () => {
  it('mode 1: the supplier sees only its own quote and remaining count', () => {
    expect(viewOfRanking(ranking, 'self', open(1, { viewerSupplierId: 5, maxQuotes: 5 }))).toEqual({
      kind: 'supplier',
      own: { amount: '120.00', rank: null, quoteCount: 2, remainingQuotes: 3 },
      entries: [],
    });
    expect(viewOfRanking(ranking, 'supplier', open(1))).toEqual({ kind: 'supplier', own: null, entries: [] });
  });

  it('mode 2: every amount ranked without names, and the own rank', () => {
    expect(viewOfRanking(ranking, 'self', open(2, { viewerSupplierId: 3 }))).toEqual({
      kind: 'supplier',
      own: { amount: '95.50', rank: 2, quoteCount: 1, remainingQuotes: null },
      entries: [
        { rank: 1, amount: '90.00' },
        { rank: 2, amount: '95.50' },
        { rank: 3, amount: '120.00' },
      ],
    });
  });

  it('mode 3: with company names', () => {
    const view = viewOfRanking(ranking, 'supplier', open(3));
    expect(view).toMatchObject({ kind: 'supplier', own: null });
    expect(view.kind === 'supplier' && view.entries[0]).toEqual({
      rank: 1,
      amount: '90.00',
      companyName: 'Company-7-名',
    });
  });

  it('agency and purchaser see the full ranking in every mode', () => {
    for (const mode of [1, 2, 3] as const) {
      expect(viewOfRanking(ranking, 'agency', open(mode))).toEqual({ kind: 'full', entries: ranking });
      expect(viewOfRanking(ranking, 'purchaser', open(mode))).toEqual({ kind: 'full', entries: ranking });
    }
  });

  it('experts see nothing until the window ends', () => {
    expect(viewOfRanking(ranking, 'expert', open(3))).toEqual({ kind: 'hidden' });
    expect(viewOfRanking(ranking, 'expert', open(3, { windowEnded: true }))).toEqual({
      kind: 'full',
      entries: ranking,
    });
  });

  it('the big screen sees counts only', () => {
    expect(viewOfRanking(ranking, 'screen', open(3))).toEqual({ kind: 'counts', bidderCount: 3, quoteCount: 6 });
  });

  it('sealed: no amount or rank to anyone, the agency included, until ended and opened', () => {
    const sealed = open(3, { sealed: true, viewerSupplierId: 7 });
    expect(viewOfRanking(ranking, 'agency', sealed)).toEqual({
      kind: 'sealed',
      bidderCount: 3,
      bidders: [3, 5, 7].map((id) => {
        const e = ranking.find((r) => r.supplierId === id)!;
        return { supplierId: id, companyName: e.companyName, acceptedAt: e.acceptedAt, quoteCount: e.quoteCount };
      }),
    });
    expect(viewOfRanking(ranking, 'agency', { ...sealed, windowEnded: true })).toMatchObject({ kind: 'sealed' });
    expect(viewOfRanking(ranking, 'expert', { ...sealed, windowEnded: true })).toEqual({ kind: 'hidden' });
    expect(viewOfRanking(ranking, 'self', sealed)).toEqual({
      kind: 'supplier',
      own: { amount: '90.00', rank: null, quoteCount: 3, remainingQuotes: null },
      entries: [],
    });
    const opened = { ...sealed, windowEnded: true, opened: true };
    expect(viewOfRanking(ranking, 'agency', opened)).toEqual({ kind: 'full', entries: ranking });
    expect(viewOfRanking(ranking, 'expert', opened)).toEqual({ kind: 'full', entries: ranking });
  });

  it('copies entries: extra fields on the input never reach a view', () => {
    const leaky = ranking.map((e) => ({ ...e, secret: 'x' }));
    expect(JSON.stringify(viewOfRanking(leaky, 'agency', open(1)))).not.toContain('secret');
  });
});

const event: QuoteAcceptedEvent = {
  projectId: 1,
  quoteId: 'q-1',
  supplierId: 3,
  companyName: 'Company-3-名',
  amount: '95.50',
  acceptedAt: 1002,
  seq: 12,
  quoteCount: 1,
  isNewBest: false,
  ranking,
};

describe('the public lines of a ranking kept while its entries live', () => {
  it('gives an entry the same line in the next view, each cut its own, and a new entry a new line', () => {
    const lines = (r: readonly RankingEntry[], disclosure: DisclosureMode) => {
      const view = viewOfRanking(r, 'supplier', open(disclosure));
      return view.kind === 'supplier' ? view.entries : [];
    };
    const before = lines(ranking, 3);
    // Entry 2 moved to the top: a new object, as rankingAfterQuote makes it; the others are kept.
    const after = [{ ...ranking[1]!, rank: 1 }, { ...ranking[0]!, rank: 2 }, ranking[2]!];
    const next = lines(after, 3);
    expect(next[2]).toBe(before[2]);
    expect(next[0]).not.toBe(before[1]);
    expect(next[0]).toEqual({ rank: 1, amount: '95.50', companyName: 'Company-3-名' });
    expect(lines(ranking, 2)[2]).toEqual({ rank: 3, amount: '120.00' });
    expect(lines(ranking, 3)[2]).toBe(before[2]);
  });
});

describe('viewOfQuoteAccepted (rules.md "What each audience sees")', () => {
  it('gives the agency everything in open auctions, only the fact in sealed ones', () => {
    expect(viewOfQuoteAccepted(event, 'agency', open(1), event.seq)).toMatchObject({
      kind: 'full',
      quote: { supplierId: 3, amount: '95.50', rank: 2 },
      isNewBest: false,
    });
    const sealed = viewOfQuoteAccepted(event, 'purchaser', open(1, { sealed: true }), event.seq);
    expect(sealed).toEqual({
      kind: 'sealed',
      quote: { supplierId: 3, companyName: 'Company-3-名', acceptedAt: 1002, quoteCount: 1 },
      bidderCount: 3,
    });
  });

  it('tells other suppliers nothing in mode 1 or sealed, the amount in mode 2, the name too in mode 3', () => {
    expect(viewOfQuoteAccepted(event, 'supplier', open(1), event.seq)).toBeNull();
    expect(viewOfQuoteAccepted(event, 'supplier', open(3, { sealed: true }), event.seq)).toBeNull();
    expect(viewOfQuoteAccepted(event, 'self', open(1, { viewerSupplierId: 7 }), event.seq)).toBeNull();
    expect(viewOfQuoteAccepted(event, 'supplier', open(2), event.seq)).toMatchObject({
      quote: { rank: 2, amount: '95.50' },
      own: null,
    });
    expect(viewOfQuoteAccepted(event, 'supplier', open(3), event.seq)).toMatchObject({
      quote: { companyName: 'Company-3-名' },
    });
  });

  it('confirms the quoting supplier its own quote in every mode', () => {
    // Mode 1: its first quote is the first event its view is sent, whatever the hall's seq (12).
    expect(viewOfQuoteAccepted(event, 'self', open(1, { viewerSupplierId: 3, maxQuotes: 2 }), 1)).toEqual({
      kind: 'supplier',
      quote: null,
      own: { amount: '95.50', acceptedAt: 1002, seq: 1, quoteCount: 1, remainingQuotes: 1 },
      standing: {
        kind: 'supplier',
        own: { amount: '95.50', rank: null, quoteCount: 1, remainingQuotes: 1 },
        entries: [],
      },
    });
  });

  it("shows the own quote by its seq in the supplier's own view, in every mode, never by the hall's", () => {
    const own = (ctx: DisclosureContext) => {
      const view = viewOfQuoteAccepted(event, 'self', { ...ctx, viewerSupplierId: 3 }, 5);
      return view?.kind === 'supplier' ? view.own?.seq : undefined;
    };
    for (const ctx of [open(1), open(2), open(3), open(3, { sealed: true })]) expect(own(ctx)).toBe(5);
  });

  it('sends experts nothing and the screen counts', () => {
    expect(viewOfQuoteAccepted(event, 'expert', open(3), event.seq)).toBeNull();
    expect(viewOfQuoteAccepted(event, 'screen', open(3), event.seq)).toEqual({
      kind: 'counts',
      bidderCount: 3,
      quoteCount: 6,
    });
  });
});

/** Every [path, value] leaf of a JSON value; array indexes become '#'. */
function leaves(value: unknown, path = ''): Array<[string, unknown]> {
  if (Array.isArray(value)) return value.flatMap((v) => leaves(v, `${path}.#`));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, `${path}.${k}`));
  return [[path, value]];
}

const SUPPLIER_RANKING_PATHS = new Set([
  '.kind',
  '.own',
  '.own.amount',
  '.own.rank',
  '.own.quoteCount',
  '.own.remainingQuotes',
  '.entries.#.rank',
  '.entries.#.amount',
  '.entries.#.companyName',
]);
const SUPPLIER_QUOTE_PATHS = new Set([
  '.kind',
  '.quote',
  '.quote.rank',
  '.quote.amount',
  '.quote.companyName',
  '.own',
  '.own.amount',
  '.own.acceptedAt',
  '.own.seq',
  '.own.quoteCount',
  '.own.remainingQuotes',
  ...[...SUPPLIER_RANKING_PATHS].map((p) => `.standing${p}`),
]);

describe('supplier views never leak (property) (rules.md "What each audience sees")', () => {
  const scenario = fc
    .record({
      amounts: fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 8 }),
      mode: fc.constantFrom<DisclosureMode>(1, 2, 3),
      sealed: fc.boolean(),
      windowEnded: fc.boolean(),
      opened: fc.boolean(),
      viewerIndex: fc.integer({ min: -1, max: 7 }),
      quoterIndex: fc.nat(),
      maxQuotes: fc.option(fc.integer({ min: 1, max: 9 }), { nil: null }),
    })
    .map((s) => {
      const full = [...s.amounts]
        .sort((a, b) => a - b)
        .map((cents, i) => entry(i + 1, 100 + i * 7, (cents / 100).toFixed(2), 1 + (i % 3)));
      const viewer = full[s.viewerIndex]?.supplierId ?? null;
      const quoter = full[s.quoterIndex % full.length]!;
      const ctx: DisclosureContext = {
        disclosure: s.mode,
        sealed: s.sealed,
        windowEnded: s.windowEnded,
        opened: s.opened,
        viewerSupplierId: viewer,
        maxQuotes: s.maxQuotes,
      };
      return { full, viewer, quoter, ctx };
    });

  it('no company name unless mode 3, no other amount in mode 1 or unopened sealed, no field outside the allowed set', () => {
    fc.assert(
      fc.property(
        scenario,
        fc.constantFrom('self' as const, 'supplier' as const),
        ({ full, viewer, quoter, ctx }, audience) => {
          const amountsOpen = !ctx.sealed || (ctx.windowEnded && ctx.opened);
          const own = audience === 'self' ? full.find((e) => e.supplierId === viewer) : undefined;
          const quoteEvent: QuoteAcceptedEvent = {
            ...event,
            supplierId: quoter.supplierId,
            companyName: quoter.companyName,
            amount: quoter.amount,
            ranking: full,
          };
          const views: Array<[unknown, Set<string>]> = [
            [viewOfRanking(full, audience, ctx), SUPPLIER_RANKING_PATHS],
            [viewOfQuoteAccepted(quoteEvent, audience, ctx, quoteEvent.seq), SUPPLIER_QUOTE_PATHS],
          ];
          for (const [view, allowed] of views) {
            const json = JSON.stringify(view);
            for (const e of full) {
              if (!(ctx.disclosure === 3 && amountsOpen)) expect(json).not.toContain(e.companyName);
              expect(json).not.toContain(`"supplierId"`);
            }
            for (const [path, value] of leaves(view)) {
              if (view !== null) expect(allowed.has(path), path).toBe(true);
              if (path.endsWith('.amount') && (ctx.disclosure === 1 || !amountsOpen)) expect(value).toBe(own?.amount);
            }
          }
        },
      ),
      { numRuns: 3000 },
    );
  });
});
