import { BUS_VERSION, type BusMessage } from '@bidhall/contracts/bus';
import type { OutboxRow } from './append.ts';

/**
 * The bus message of an outbox row, as stored, without parsing it again. Its payload was
 * parsed by its contract when it was appended (append.ts), the Bus checks every message it
 * publishes (`encodeBusMessage`), and the api's answers built from rows (GetSince) are checked
 * against their contract where outputs are (`config.validateOutput`). A quote.accepted carries
 * the whole ranking, so a parse costs in proportion to the bidders: parsing every row a
 * catch-up reads took a third of an api's time while a hall re-joined after a fault.
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
