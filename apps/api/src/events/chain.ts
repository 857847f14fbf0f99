import { hash } from 'node:crypto';
import type { Sha256Hex, Sha256HexAsync } from '@bidhall/domain/auction-record';

/**
 * One-shot: a Hash object (createHash) is a native object the collector tracks through a weak
 * handle, one per quote's record event, which each young-generation collection then processes.
 */
export const sha256Hex: Sha256Hex = (text) => hash('sha256', text, 'hex');
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
