import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { RecordedQuoteAccepted } from '@bidhall/contracts/bus';
import type { RankingEntry } from '@bidhall/contracts/realtime/views';
import { rankLines, rankingAfterQuote, type RankingLine } from '@bidhall/domain/ranking-lines';
import type { Db } from '../db/database.ts';
import { outbox } from '../db/lifecycle-schema.ts';
import { withRanking, type StreamRow } from './bus-message.ts';

const QUOTE_ACCEPTED = 'quote.accepted';

/**
 * `rows` with each quote.accepted's ranking put back where it is missing (rows read from the
 * outbox: the sweeper's, a catch-up's), rebuilt from the record as the quote path built it
 * live: each bidder's latest quote before the first such row, ranked, then each quote of the
 * stream placed in turn (rankingAfterQuote). A recorded quote.accepted is its bidder's line
 * as it stands after it, and both take only a line's fields from it. Two reads per project; rows
 * that already carry their ranking, and every other type, are left as they are. Run it in the
 * transaction that read the rows, so that both see the same record.
 */
export async function withRankings(db: Db, rows: readonly StreamRow[]): Promise<StreamRow[]> {
  const missing = rows.filter((r) => r.type === QUOTE_ACCEPTED && !r.ranking && r.projectId !== null && r.seq !== null);
  if (missing.length === 0) return [...rows];
  const rebuilt = new Map<string, readonly RankingEntry[]>();
  for (const projectId of new Set(missing.map((r) => r.projectId!))) {
    const wanted = new Map(missing.filter((r) => r.projectId === projectId).map((r) => [r.seq!, r.id]));
    const seqs = [...wanted.keys()];
    const first = Math.min(...seqs);
    const last = Math.max(...seqs);
    const before = await latestLinesBefore(db, projectId, first);
    const quotes = await db
      .select({ seq: outbox.seq, payload: outbox.payload })
      .from(outbox)
      .where(
        and(
          eq(outbox.projectId, projectId),
          eq(outbox.type, QUOTE_ACCEPTED),
          gte(outbox.seq, first),
          lte(outbox.seq, last),
        ),
      )
      .orderBy(asc(outbox.seq));
    const firstPayload = quotes[0]?.payload as RecordedQuoteAccepted | undefined;
    if (!firstPayload) continue;
    let ranking = rankLines(before, firstPayload.context.winbidRule);
    for (const quote of quotes) {
      const payload = quote.payload as RecordedQuoteAccepted;
      ranking = rankingAfterQuote(ranking, payload, payload.context.winbidRule);
      const id = wanted.get(quote.seq!);
      if (id !== undefined) rebuilt.set(id, ranking);
    }
  }
  return rows.map((r) => {
    const ranking = rebuilt.get(r.id);
    return ranking ? withRanking(r, ranking) : r;
  });
}

/** Each bidder's latest recorded quote of the project up to and including `seq`: the ranking's lines then. */
export async function linesAt(db: Db, projectId: number, seq: number): Promise<RankingLine[]> {
  const latest = await latestLinesBefore(db, projectId, seq + 1);
  return latest.map(({ supplierId, companyName, amount, acceptedAt, seq, quoteCount }) => ({
    supplierId,
    companyName,
    amount,
    acceptedAt,
    seq,
    quoteCount,
  }));
}

/** Each bidder's latest recorded quote of the project before `seq`. */
async function latestLinesBefore(db: Db, projectId: number, seq: number): Promise<RecordedQuoteAccepted[]> {
  const supplier = sql`(${outbox.payload} ->> 'supplierId')::int`;
  const rows = await db
    .selectDistinctOn([supplier], { payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.projectId, projectId), eq(outbox.type, QUOTE_ACCEPTED), sql`${outbox.seq} < ${seq}`))
    .orderBy(supplier, sql`${outbox.seq} desc`);
  return rows.map((r) => r.payload as RecordedQuoteAccepted);
}
