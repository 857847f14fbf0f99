import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AUDIENCES,
  viewOfQuoteAccepted,
  viewOfRanking,
  type DisclosureContext,
  type RankingEntry,
  type RankingView,
} from './disclosure.ts';
import { rankingAfterQuote, type RankingLine } from './ranking-lines.ts';
import { rankingViewAfterQuote } from './ranking-view-after.ts';
import type { DisclosureMode, WinbidRule } from './winbid-rules.ts';

const quotes = fc.array(
  fc.record({ supplierId: fc.integer({ min: 1, max: 6 }), cents: fc.integer({ min: 100, max: 400 }) }),
  { minLength: 1, maxLength: 25 },
);

describe('rankingViewAfterQuote (rules.md "What each audience sees")', () => {
  it("folds each audience's quote:accepted views into exactly that audience's view of the ranking after them", () => {
    fc.assert(
      fc.property(
        quotes,
        fc.integer({ min: 0, max: 5 }),
        fc.constantFrom<DisclosureMode>(1, 2, 3),
        fc.constantFrom<WinbidRule>(1, 2, 3),
        fc.boolean(),
        fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
        fc.option(fc.integer({ min: 1, max: 9 }), { nil: null }),
        (history, joinedAfter, disclosure, rule, sealed, viewer, maxQuotes) => {
          const ctx: DisclosureContext = {
            disclosure,
            sealed,
            windowEnded: false,
            opened: false,
            viewerSupplierId: viewer,
            maxQuotes,
          };
          let ranking: RankingEntry[] = [];
          const counts = new Map<number, number>();
          const held = new Map<string, RankingView>();
          for (const [i, q] of history.entries()) {
            const seq = i + 1;
            const quoteCount = (counts.get(q.supplierId) ?? 0) + 1;
            counts.set(q.supplierId, quoteCount);
            const line: RankingLine = {
              supplierId: q.supplierId,
              companyName: `firm ${q.supplierId}`,
              amount: (q.cents / 100).toFixed(2),
              acceptedAt: 1000 + seq,
              seq,
              quoteCount,
            };
            // A watcher joins with the snapshot's view, then folds each quote it is sent.
            if (i === joinedAfter) for (const a of AUDIENCES) held.set(a, viewOfRanking(ranking, a, ctx));
            ranking = rankingAfterQuote(ranking, line, rule);
            const event = { ...line, projectId: 1, quoteId: `q${seq}`, isNewBest: false, ranking };
            for (const audience of AUDIENCES) {
              const before = held.get(audience);
              if (before === undefined) continue;
              const view = viewOfQuoteAccepted(event, audience, ctx, event.seq);
              const after = view ? rankingViewAfterQuote(before, view, rule) : before;
              expect(after).toEqual(viewOfRanking(ranking, audience, ctx));
              held.set(audience, after);
            }
          }
        },
      ),
    );
  });
});
