import { describe, expect, it } from 'vitest';
import { audienceFacts, type Phase, type Relation } from './audience-policy.ts';
import {
  viewOfQuoteAccepted,
  viewOfRanking,
  type Audience,
  type DisclosureContext,
  type QuoteAcceptedEvent,
  type RankingEntry,
} from './disclosure.ts';
import type { DisclosureMode } from './winbid-rules.ts';

/**
 * The hall views (what every socket event and the snapshot carry) against the audience
 * policy: for each audience, mode, method and phase of the window, nothing the policy
 * withholds from the matching relation is in the view.
 */
const line = (rank: number, supplierId: number, amount: string): RankingEntry => ({
  rank,
  supplierId,
  companyName: `OTHER-${supplierId}`,
  amount,
  acceptedAt: 5000 + rank,
  seq: rank,
  quoteCount: 1,
});
const VIEWER = 7;
const ranking = [line(1, 3, '111.11'), line(2, VIEWER, '222.22'), line(3, 5, '333.33')];
const event: QuoteAcceptedEvent = {
  projectId: 1,
  quoteId: 'q',
  supplierId: 3,
  companyName: 'OTHER-3',
  amount: '111.11',
  acceptedAt: 5001,
  seq: 3,
  quoteCount: 1,
  isNewBest: true,
  ranking,
};

const RELATION_OF: Record<Exclude<Audience, 'screen'>, Relation> = {
  self: 'passedBidder',
  supplier: 'passedBidder',
  agency: 'handlingAgency',
  purchaser: 'owningPurchaser',
  expert: 'assignedExpert',
};
const PHASE_CTX: Array<[Phase, Pick<DisclosureContext, 'windowEnded' | 'opened'>]> = [
  ['windowOpen', { windowEnded: false, opened: false }],
  ['windowEnded', { windowEnded: true, opened: false }],
  ['opened', { windowEnded: true, opened: true }],
];

describe('hall views obey the audience policy (rules.md "What each audience sees")', () => {
  for (const sealed of [false, true]) {
    for (const disclosure of [1, 2, 3] as DisclosureMode[]) {
      for (const [phase, when] of PHASE_CTX) {
        it(`${sealed ? 'sealed' : 'open'} mode ${disclosure} ${phase}`, () => {
          // Open auctions are opened as soon as the window ends.
          const ctx: DisclosureContext = {
            disclosure,
            sealed,
            ...when,
            opened: sealed ? when.opened : when.windowEnded,
            viewerSupplierId: VIEWER,
          };
          for (const audience of Object.keys(RELATION_OF) as Array<keyof typeof RELATION_OF>) {
            const facts = audienceFacts(
              RELATION_OF[audience],
              sealed ? phase : phase === 'windowEnded' ? 'opened' : phase,
              { disclosure, sealed },
            );
            for (const view of [
              viewOfRanking(ranking, audience, ctx),
              viewOfQuoteAccepted(event, audience, ctx, event.seq),
            ]) {
              const text = JSON.stringify(view ?? {});
              const others = ranking.filter(
                (e) =>
                  audience === 'agency' || audience === 'purchaser' || audience === 'expert' || e.supplierId !== VIEWER,
              );
              for (const e of others) {
                if (facts.identities !== 'all') expect(text, `${audience} name`).not.toContain(e.companyName);
                if (facts.amounts !== 'all') expect(text, `${audience} amount`).not.toContain(e.amount);
                // A supplier never gets another firm's id, whatever the mode.
                if (audience === 'self' || audience === 'supplier')
                  expect(text, `${audience} id`).not.toMatch(new RegExp(`"supplierId":${e.supplierId}\\b`));
              }
            }
          }
        });
      }
    }
  }
  it('gives the big screen counts only', () => {
    const ctx: DisclosureContext = { disclosure: 3, sealed: false, windowEnded: false, opened: false };
    for (const view of [viewOfRanking(ranking, 'screen', ctx), viewOfQuoteAccepted(event, 'screen', ctx, event.seq)])
      expect(view).toEqual({ kind: 'counts', bidderCount: 3, quoteCount: 3 });
  });
});
