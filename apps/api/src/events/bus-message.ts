import { BUS_VERSION, type BusMessage } from '@bidhall/contracts/bus';
import { isStreamMessage, withRankingAfter, type StreamBusMessage } from '@bidhall/contracts/hall';
import type { RankingEntry } from '@bidhall/contracts/realtime/views';
import type { OutboxRow } from './append.ts';

/**
 * An outbox row on its way to a catch-up: a quote.accepted's views need the ranking after it,
 * which neither the outbox nor the bus carries; rankings.ts rebuilds it from the record.
 */
export type StreamRow = OutboxRow & { ranking?: readonly RankingEntry[] };

/** `row` with the ranking after it. */
export function withRanking(row: OutboxRow, ranking: readonly RankingEntry[]): StreamRow {
  return { ...row, ranking };
}

/**
 * The bus message of an outbox row, as stored, without parsing it again. Its payload was
 * parsed by its contract when it was appended (append.ts), and the Bus checks every message's
 * envelope as it publishes (`encodeBusMessage`). A quote.accepted goes as its line and seq: the
 * gateways fold it into the ranking each holds of the hall.
 */
export function busEnvelopeOf(row: OutboxRow): BusMessage {
  return {
    v: BUS_VERSION,
    id: row.id,
    tenantId: row.tenantId,
    createdAt: row.createdAt.getTime(),
    projectId: row.projectId,
    seq: row.seq,
    type: row.type,
    payload: row.payload,
  } as BusMessage;
}

/**
 * A stream row as its views are built from it (a catch-up): a quote.accepted with the ranking
 * after it, which rankings.ts rebuilds from the record; one without it is a bug of the caller.
 */
export function rankedMessageOf(row: StreamRow): StreamBusMessage | null {
  const message = busEnvelopeOf(row);
  if (!isStreamMessage(message)) return null;
  if (message.type !== 'quote.accepted') return message;
  if (!row.ranking) throw new Error(`quote.accepted ${row.id} (seq ${row.seq}) without its ranking`);
  return withRankingAfter(message, [...row.ranking]);
}
