import { createHash } from 'node:crypto';
import type { Sha256Hex, Sha256HexAsync } from '@bidhall/domain/auction-record';

export const sha256Hex: Sha256Hex = (text) => createHash('sha256').update(text, 'utf8').digest('hex');
/** For the record verifier's core, whose hash is async so that browsers can pass Web Crypto. */
export const sha256HexAsync: Sha256HexAsync = async (text) => sha256Hex(text);

/**
 * What the auction record hashes for one stream event: exactly these fields, so the export
 * and the verifier rebuild the chain from the outbox rows alone. Times are epoch ms.
 */
export type ChainEvent = { projectId: number; seq: number; type: string; at: number; payload: unknown };

export function chainEventOf(row: {
  projectId: number;
  seq: number;
  type: string;
  payload: unknown;
  createdAt: Date;
}): ChainEvent {
  return { projectId: row.projectId, seq: row.seq, type: row.type, at: row.createdAt.getTime(), payload: row.payload };
}
