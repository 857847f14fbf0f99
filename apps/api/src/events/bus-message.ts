import { BUS_VERSION, type BusMessage } from '@bidhall/contracts/bus';
import type { RankingEntry } from '@bidhall/contracts/realtime/views';
import type { OutboxRow } from './append.ts';

/**
 * An outbox row on its way to the bus or to a catch-up: a quote.accepted carries the ranking
 * after it, which the outbox does not keep (RECORDED_PAYLOADS). The quote path knows it from
 * deciding; anyone else rebuilds it from the record (rankings.ts).
 */
export type StreamRow = OutboxRow & { ranking?: readonly RankingEntry[] };

/**
 * `row` with the ranking after it. Written out, not `{ ...row, ranking }`: V8 (Node 20) gives an
 * object spread with a property added after it a hidden class of its own on every run, which
 * every reader of the row then meets as a new shape (docs/perf.md, "Hidden classes made per call").
 */
export function withRanking(row: OutboxRow, ranking: readonly RankingEntry[]): StreamRow {
  return {
    id: row.id,
    tenantId: row.tenantId,
    projectId: row.projectId,
    seq: row.seq,
    userId: row.userId,
    type: row.type,
    payload: row.payload,
    hash: row.hash,
    createdAt: row.createdAt,
    publishedAt: row.publishedAt,
    ranking,
  };
}

/**
 * The bus message of an outbox row, as stored, without parsing it again. Its payload was
 * parsed by its contract when it was appended (append.ts), the Bus checks every message it
 * publishes (`encodeBusMessage`), and the api's answers built from rows (GetSince) are checked
 * against their contract where outputs are (`config.validateOutput`); a published
 * quote.accepted carries the whole ranking, and parsing every row a catch-up serves again is a
 * large share of an api's time while a hall re-joins after a fault (docs/perf.md). A quote.accepted gets its
 * ranking back here; one without it is a bug of the caller (rankings.ts fills them in).
 */
export function busEnvelopeOf(row: StreamRow): BusMessage {
  let payload = row.payload;
  if (row.type === 'quote.accepted') {
    if (!row.ranking) throw new Error(`quote.accepted ${row.id} (seq ${row.seq}) without its ranking`);
    // Not `{ ...payload, ranking }`: V8 gives such an object a hidden class of its own on every
    // run (docs/perf.md, "Hidden classes made per call"); Object.assign's are shared.
    payload = Object.assign({}, row.payload as object, { ranking: row.ranking });
  }
  return {
    v: BUS_VERSION,
    id: row.id,
    tenantId: row.tenantId,
    createdAt: row.createdAt.getTime(),
    projectId: row.projectId,
    seq: row.seq,
    type: row.type,
    payload,
  } as BusMessage;
}
