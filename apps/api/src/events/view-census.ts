import { and, asc, count, eq, gt, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { HallAudience } from '@bidhall/contracts/realtime/primitives';
import { isStreamMessage } from '@bidhall/contracts/hall';
import { isSentTo, keyOf, streamEventKey, ViewSeqs, type StreamEventKey } from '@bidhall/contracts/view-seq';
import type { DisclosureMode, WinbidRule } from '@bidhall/domain/winbid-rules';
import type { Db } from '../db/database.ts';
import { outbox } from '../db/lifecycle-schema.ts';
import type { OutboxRow } from './append.ts';
import { busEnvelopeOf } from './bus-message.ts';

/**
 * A view's stream seq on the api (contracts/view-seq.ts): counted from the record, grouped by
 * what decides who is sent an event (its type, the firm it is about, the quoting mode), so
 * that a hall of thousands of quotes costs one grouped read, not a row each. Which views a
 * group counts in is the contracts' policy; nothing here decides it.
 */

/** One group of a project's stream: a key and how many events of it there are. */
export type StreamGroup = { key: StreamEventKey; events: number };

// The parts of a row's key, as streamEventKey keeps them: the firm of a quote or an audit, a quote's mode.
const supplierOf = sql<number | null>`case when ${outbox.type} in ('quote.accepted', 'signup.audited')
  then (${outbox.payload} ->> 'supplierId')::int end`;
const disclosureOf = sql<number | null>`case when ${outbox.type} = 'quote.accepted'
  then (${outbox.payload} -> 'context' ->> 'disclosure')::int end`;
const ruleOf = sql<number | null>`case when ${outbox.type} = 'quote.accepted'
  then (${outbox.payload} -> 'context' ->> 'winbidRule')::int end`;

const inStream = (projectId: number, upTo: number, after = 0) =>
  and(eq(outbox.projectId, projectId), isNotNull(outbox.seq), lte(outbox.seq, upTo), gt(outbox.seq, after));

/** The groups of a project's stream after hall seq `after` up to and including `upTo`. */
export async function streamGroups(db: Db, projectId: number, upTo: number, after = 0): Promise<StreamGroup[]> {
  const rows = await db
    .select({ type: outbox.type, supplierId: supplierOf, disclosure: disclosureOf, rule: ruleOf, events: count() })
    .from(outbox)
    .where(inStream(projectId, upTo, after))
    .groupBy(outbox.type, supplierOf, disclosureOf, ruleOf);
  return rows.map((r) => ({
    key: streamEventKey(
      r.type as StreamEventKey['type'],
      r.supplierId === null ? null : Number(r.supplierId),
      r.disclosure === null ? null : (Number(r.disclosure) as DisclosureMode),
      r.rule === null ? null : (Number(r.rule) as WinbidRule),
    ),
    events: Number(r.events),
  }));
}

/** Every view's seq after the events of `groups`. */
export function viewSeqsOf(groups: readonly StreamGroup[]): ViewSeqs {
  const seqs = new ViewSeqs();
  for (const group of groups) seqs.count(group.key, group.events);
  return seqs;
}

/** The row condition of one group's key (`is not distinct from`: parts a type does not have are null). */
function rowsOf(key: StreamEventKey): SQL {
  return sql`(${outbox.type} = ${key.type} and ${supplierOf} is not distinct from ${key.supplierId}::int
    and ${disclosureOf} is not distinct from ${key.disclosure}::int and ${ruleOf} is not distinct from ${key.winbidRule}::int)`;
}

/**
 * The hall seq of the `viewSeq`th event the view of `audience` (a supplier as `firm`) was
 * sent, up to hall seq `upTo`; `upTo` itself when the view was sent fewer (the view is then
 * at its head), 0 for a view seq of 0.
 */
export async function hallSeqOfView(
  db: Db,
  projectId: number,
  upTo: number,
  groups: readonly StreamGroup[],
  audience: HallAudience,
  firm: number | null,
  viewSeq: number,
): Promise<number> {
  if (viewSeq === 0) return 0;
  const sent = groups.filter((g) => isSentTo(g.key, audience, firm)).map((g) => rowsOf(g.key));
  if (sent.length === 0) return upTo;
  const [row] = await db
    .select({ seq: outbox.seq })
    .from(outbox)
    .where(and(inStream(projectId, upTo), or(...sent)))
    .orderBy(asc(outbox.seq))
    .offset(viewSeq - 1)
    .limit(1);
  return row?.seq ?? upTo;
}

/**
 * The view seqs of the events at `hallSeqs` in the view of `audience` (a supplier as `firm`):
 * the number of events that view was sent up to and including each; 0 for one it was not sent.
 * What the view's stream shows of those events (a quote answer, a supplier's own lines).
 */
export async function viewSeqsAt(
  db: Db,
  projectId: number,
  audience: HallAudience,
  firm: number | null,
  hallSeqs: readonly number[],
): Promise<Map<number, number>> {
  const at = new Map<number, number>();
  if (hallSeqs.length === 0) return at;
  const upTo = Math.max(...hallSeqs);
  const groups = await streamGroups(db, projectId, upTo);
  const sent = groups.filter((g) => isSentTo(g.key, audience, firm)).map((g) => rowsOf(g.key));
  if (sent.length === 0) return at;
  const rows = await db
    .select({ seq: outbox.seq })
    .from(outbox)
    .where(and(inStream(projectId, upTo), or(...sent)))
    .orderBy(asc(outbox.seq));
  const wanted = new Set(hallSeqs);
  rows.forEach((row, i) => {
    if (row.seq !== null && wanted.has(row.seq)) at.set(row.seq, i + 1);
  });
  return at;
}

/**
 * The seq of each accepted quote among `rows` in its own supplier's view, by hall seq: `rows`
 * are the events a transaction appended after hall seq `head`, so one census of the stream up
 * to `head` (`census`: census-cache.ts reads only the rows since the last batch's) and the rows
 * counted onto it in order give every quoter's view seq, with no read per supplier.
 */
export async function ownQuoteViewSeqs(
  census: (head: number) => Promise<readonly StreamGroup[]>,
  head: number,
  rows: readonly OutboxRow[],
): Promise<Map<number, number>> {
  const at = new Map<number, number>();
  if (!rows.some((row) => row.type === 'quote.accepted')) return at;
  const seqs = viewSeqsOf(await census(head));
  for (const row of rows) {
    const message = busEnvelopeOf(row);
    if (!isStreamMessage(message)) continue;
    const key = keyOf(message);
    seqs.count(key);
    if (message.type === 'quote.accepted' && row.seq !== null)
      at.set(row.seq, seqs.seqOf('supplier', message.payload.supplierId));
  }
  return at;
}
