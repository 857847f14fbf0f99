import { BUS_VERSION, BusMessage } from '@bidhall/contracts/bus';
import type { OutboxRow } from './append.ts';

/** The bus message of an outbox row, validated by its contract (readers of stored rows use this). */
export function busMessageOf(row: OutboxRow): BusMessage {
  return BusMessage.parse(busEnvelopeOf(row));
}

/**
 * The same message without validating it here, for the relay only: every Bus validates the
 * message it publishes itself (`encodeBusMessage` parses it against the same contract and
 * throws on a bad one), and the payload was parsed by its contract when it was appended. A
 * quote.accepted carries the whole ranking, so each parse costs in proportion to the bidders;
 * parsing here as well was a third pass over it on every quote.
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
