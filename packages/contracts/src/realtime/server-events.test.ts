import { describe, expect, it } from 'vitest';
import {
  AUDIENCES,
  viewOfQuoteAccepted,
  viewOfRanking,
  type QuoteAcceptedEvent,
  type RankingEntry,
} from '@bidhall/domain/disclosure';
import { DISCLOSURE_MODE_CODES } from '@bidhall/domain/winbid-rules';
import {
  BadgeCountsMessage,
  CountdownMessage,
  HallSnapshot,
  ProjectStateMessage,
  QuoteAcceptedMessage,
  QuotesOpenedMessage,
  ScreenStatsMessage,
  SignUpAuditedMessage,
  WindowChangedMessage,
} from './server-events.ts';
import { QuoteAcceptedView, RankingView } from './views.ts';

const ranking: RankingEntry[] = [
  { rank: 1, supplierId: 7, companyName: '甲公司', amount: '90.00', acceptedAt: 1001, seq: 11, quoteCount: 2 },
  { rank: 2, supplierId: 3, companyName: '乙公司', amount: '95.50', acceptedAt: 1002, seq: 12, quoteCount: 1 },
];
const event: QuoteAcceptedEvent = {
  projectId: 5,
  quoteId: 'q-12',
  supplierId: 3,
  companyName: '乙公司',
  amount: '95.50',
  acceptedAt: 1002,
  seq: 12,
  quoteCount: 1,
  isNewBest: false,
  ranking,
};
const window = {
  applyToTime: 1,
  uppriceFromTime: 2,
  uppriceToTime: 3,
  paused: false,
  extensions: 0,
  extendedSeconds: 0,
  version: 1,
};
const roundTrip = <T>(schema: { parse(v: unknown): T }, value: T) =>
  expect(schema.parse(JSON.parse(JSON.stringify(value)))).toEqual(value);

describe('views computed by the domain fit the wire schemas', () => {
  it('for every audience, mode and sealed/opened combination', () => {
    for (const audience of AUDIENCES) {
      for (const disclosure of DISCLOSURE_MODE_CODES) {
        for (const [sealed, windowEnded, opened] of [
          [false, false, false],
          [true, false, false],
          [true, true, false],
          [true, true, true],
        ] as const) {
          const ctx = { disclosure, sealed, windowEnded, opened, viewerSupplierId: 3, maxQuotes: 4 };
          roundTrip(RankingView, viewOfRanking(ranking, audience, ctx));
          const view = viewOfQuoteAccepted(event, audience, ctx, event.seq);
          if (view) roundTrip(QuoteAcceptedMessage, { v: 1, projectId: 5, seq: 12, view });
          if (view) roundTrip(QuoteAcceptedView, view);
        }
      }
    }
  });

  it('a view with a field the domain would not put there is refused (leak guard)', () => {
    const view = viewOfRanking(ranking, 'supplier', {
      disclosure: 2,
      sealed: false,
      windowEnded: false,
      opened: false,
    });
    expect(view.kind).toBe('supplier');
    const leaky =
      view.kind === 'supplier' ? { ...view, entries: view.entries.map((e) => ({ ...e, supplierId: 7 })) } : view;
    expect(RankingView.safeParse(leaky).success).toBe(false);
    expect(
      QuoteAcceptedView.safeParse({
        kind: 'sealed',
        quote: { supplierId: 3, companyName: 'x', acceptedAt: 1, quoteCount: 1, amount: '1.00' },
        bidderCount: 1,
      }).success,
    ).toBe(false);
  });
});

describe('server messages', () => {
  it('round-trip when well-formed', () => {
    roundTrip(HallSnapshot, {
      v: 1,
      projectId: 5,
      seq: 0,
      serverNow: 10,
      audience: 'agency',
      project: { state: 5, winbidRule: 1, disclosure: 3, sealed: false, opened: false, maxQuotes: null },
      window,
      ranking: { kind: 'full', entries: ranking },
    });
    roundTrip(WindowChangedMessage, {
      v: 1,
      projectId: 5,
      seq: 13,
      kind: 'extended',
      window: { ...window, uppriceToTime: 63, extensions: 1, extendedSeconds: 60, version: 2 },
      reason: null,
    });
    roundTrip(CountdownMessage, { v: 1, projectId: 5, serverNow: 2, phase: 'open', endsAt: 3, windowVersion: 1 });
    roundTrip(CountdownMessage, { v: 1, projectId: 5, serverNow: 2, phase: 'paused', endsAt: null, windowVersion: 3 });
    roundTrip(ProjectStateMessage, { v: 1, projectId: 5, seq: 14, from: 5, to: 6 });
    roundTrip(SignUpAuditedMessage, { v: 1, projectId: 5, seq: 15, signUpId: 9, status: 2, reason: '资质文件不全' });
    roundTrip(QuotesOpenedMessage, {
      v: 1,
      projectId: 5,
      seq: 16,
      openedAt: 20,
      ranking: { kind: 'full', entries: ranking },
    });
    roundTrip(BadgeCountsMessage, { v: 1, role: '代理机构', counts: { waitEditNum: 2, waitApplyNum: 0 } });
    roundTrip(ScreenStatsMessage, {
      v: 1,
      tenantId: 1,
      serverNow: 5,
      liveProjects: 3,
      bidders: 40,
      quotesPerMinute: 12,
    });
  });

  it.each([
    ['no v', ProjectStateMessage, { projectId: 5, seq: 14, from: 5, to: 6 }],
    ['a future v', ProjectStateMessage, { v: 2, projectId: 5, seq: 14, from: 5, to: 6 }],
    ['seq 0 on a stream event', ProjectStateMessage, { v: 1, projectId: 5, seq: 0, from: 5, to: 6 }],
    ['an unknown state', ProjectStateMessage, { v: 1, projectId: 5, seq: 1, from: 5, to: 10 }],
    [
      'an amount as a number',
      QuoteAcceptedMessage,
      {
        v: 1,
        projectId: 5,
        seq: 1,
        view: {
          kind: 'supplier',
          quote: { rank: 1, amount: 90 },
          own: null,
          standing: { kind: 'supplier', own: null, entries: [] },
        },
      },
    ],
    [
      'an amount with one decimal',
      QuoteAcceptedMessage,
      {
        v: 1,
        projectId: 5,
        seq: 1,
        view: {
          kind: 'supplier',
          quote: { rank: 1, amount: '90.0' },
          own: null,
          standing: { kind: 'supplier', own: null, entries: [] },
        },
      },
    ],
    [
      'an unknown window change',
      WindowChangedMessage,
      { v: 1, projectId: 5, seq: 13, kind: 'deleted', window, reason: null },
    ],
    [
      'a window without version',
      WindowChangedMessage,
      { v: 1, projectId: 5, seq: 13, kind: 'paused', window: { ...window, version: undefined }, reason: null },
    ],
    [
      'an unknown phase',
      CountdownMessage,
      { v: 1, projectId: 5, serverNow: 2, phase: 'soon', endsAt: 3, windowVersion: 1 },
    ],
    [
      'a sign-up still pending',
      SignUpAuditedMessage,
      { v: 1, projectId: 5, seq: 15, signUpId: 9, status: 0, reason: null },
    ],
    ['a badge of nobody', BadgeCountsMessage, { v: 1, role: '代理机构', counts: { waitNothing: 1 } }],
    ['a negative badge', BadgeCountsMessage, { v: 1, role: '采购人', counts: { waitCheckNum: -1 } }],
    ['an unknown role', BadgeCountsMessage, { v: 1, role: 'agency', counts: {} }],
  ] as const)('refuse %s', (_name, schema, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
});
