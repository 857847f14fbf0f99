import type { HallStreamItem } from '@bidhall/contracts/hall';
import type { PriceListItem } from '@bidhall/contracts/sproject';
import type { RankingEntry } from '@bidhall/contracts/realtime/views';
import { rankingAfterQuote } from '@bidhall/domain/ranking-lines';
import { abnormalLowJudge, flagsAbnormallyLow } from '@bidhall/domain/abnormal-low';
import { Money } from '@bidhall/domain/money';
import type { WinbidRule } from '@bidhall/domain/winbid-rules';
import type { TrailPoint } from '../../../realtime/hall-view';

export interface LogQuote {
  kind: 'quote';
  seq: number;
  at: number;
  supplierId: number;
  companyName: string;
  /** Null while sealed. */
  amount: string | null;
  /** The bidder's place right after this quote; null while sealed. */
  rankAfter: number | null;
  /** Below the project's threshold under the average of the current quotes (domain abnormal-low.ts). */
  abnormallyLow?: boolean;
}

/** An operator's action on the window (pause, resume, moved end) and its reason. */
export interface LogAction {
  kind: 'action';
  seq: number;
  /** When it was seen live; null for earlier ones (the stream carries no time for them). */
  at: number | null;
  action: string;
  reason: string | null;
}

export type LogLine = LogQuote | LogAction;

/**
 * The full quote log: the quotes listed before the join and those seen live, once each by seq,
 * with each bidder's rank right after its quote (the ranking replayed in seq order with the
 * same rule the clients rank live quotes by).
 */
export function quoteLog(
  listed: readonly PriceListItem[],
  live: readonly TrailPoint[],
  rule: WinbidRule,
  abnormalLowPercent = 0,
): LogQuote[] {
  const bySeq = new Map<number, Omit<LogQuote, 'rankAfter' | 'kind'>>();
  for (const q of listed)
    bySeq.set(q.seq, {
      seq: q.seq,
      at: Date.parse(q.acceptedAt),
      supplierId: q.supplierId,
      companyName: q.companyName,
      amount: q.amount,
    });
  for (const p of live)
    if (p.supplierId !== undefined)
      bySeq.set(p.seq, {
        seq: p.seq,
        at: p.at,
        supplierId: p.supplierId,
        companyName: p.companyName ?? '',
        amount: p.amount,
      });
  let ranking: RankingEntry[] = [];
  const counts = new Map<number, number>();
  const lines: LogQuote[] = [...bySeq.values()]
    .sort((a, b) => a.seq - b.seq)
    .map((q) => {
      if (q.amount === null) return { kind: 'quote', ...q, rankAfter: null };
      const quoteCount = (counts.get(q.supplierId) ?? 0) + 1;
      counts.set(q.supplierId, quoteCount);
      ranking = rankingAfterQuote(
        ranking,
        {
          supplierId: q.supplierId,
          companyName: q.companyName,
          amount: q.amount,
          acceptedAt: q.at,
          seq: q.seq,
          quoteCount,
        },
        rule,
      );
      return { kind: 'quote', ...q, rankAfter: ranking.find((e) => e.supplierId === q.supplierId)?.rank ?? null };
    });
  return flagAbnormallyLow(lines, rule, abnormalLowPercent);
}

/** Marks the lines abnormally low against the current quotes (each bidder's latest), as the api flags them. */
function flagAbnormallyLow(lines: LogQuote[], rule: WinbidRule, percent: number): LogQuote[] {
  if (percent <= 0 || !flagsAbnormallyLow(rule)) return lines;
  const shown = lines.filter((line): line is LogQuote & { amount: string } => line.amount !== null);
  const judge = abnormalLowJudge(shown, percent);
  return lines.map((line) => (line.amount === null ? line : { ...line, abnormallyLow: judge(line.amount) }));
}

/** Savings of the best amount against a reference (budget, cap); null when either is missing. */
export function savings(best: string | null, reference: string | null): { amount: string; percent: number } | null {
  if (best === null || reference === null || new Money(reference).isZero()) return null;
  const saved = new Money(reference).minus(best);
  return { amount: saved.toFixed(2), percent: saved.dividedBy(reference).times(100).toDecimalPlaces(2).toNumber() };
}

/** Window changes from the stream (ProjectEvent/GetSince), earlier ones first. */
export function actionsOf(events: readonly HallStreamItem[]): LogAction[] {
  return events.flatMap((e) =>
    e.event === 'window:changed'
      ? [
          {
            kind: 'action' as const,
            seq: e.message.seq,
            at: e.message.at ?? null,
            action: e.message.kind,
            reason: e.message.reason,
          },
        ]
      : [],
  );
}

/** The log's lines once each by kind and seq: a live sighting (with its time) wins. */
export function mergeLines(...groups: LogLine[][]): LogLine[] {
  const byKey = new Map<string, LogLine>();
  for (const line of groups.flat()) {
    const key = `${line.kind}-${line.seq}`;
    const held = byKey.get(key);
    if (!held || (held.at === null && line.at !== null)) byKey.set(key, line);
  }
  return [...byKey.values()];
}
