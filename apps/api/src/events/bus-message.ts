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
    payload = { ...(row.payload as object), ranking: row.ranking };
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
