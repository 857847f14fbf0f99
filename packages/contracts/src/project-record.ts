import { z } from 'zod';
import { EntityId } from './abp/envelope.ts';
import { Amount, Count, EpochMs, Id, Seq, WinbidRuleCode } from './realtime/primitives.ts';
import { RankingEntry } from './realtime/views.ts';

/**
 * GET ProjectRecord/Export?projectId= (after the window): the auction record of a project,
 * self-contained, so that anyone can re-run the verifier (`npm run verify-record -- <file>`)
 * on it: the chain h(n) = sha256(h(n-1) || canonicalJson(event n)) from the genesis hash,
 * and the ranking and winner the server claims, which the verifier recomputes from the
 * quote events alone (docs/rules.md "The auction record").
 */

export const Hash = z.string().regex(/^[0-9a-f]{64}$/, 'sha256 hex');

/** Exactly what is hashed for one stream event (the api's chain.ts ChainEvent). */
export const RecordEvent = z.strictObject({
  projectId: Id,
  seq: Seq,
  type: z.string().min(1),
  at: EpochMs,
  payload: z.json(),
});
export const RecordEntry = z.strictObject({ event: RecordEvent, hash: Hash });
export type RecordEntry = z.infer<typeof RecordEntry>;

export const RecordWinner = z.strictObject({ supplierId: Id, amount: Amount, acceptedAt: EpochMs, seq: Seq });

export const ProjectRecordResult = z.strictObject({
  /** The server's stored ranking: each bidder's latest valid quote, best first. */
  ranking: z.array(RankingEntry),
  validBidders: Count,
  minBidders: z.number().int().min(1),
  /** The window end failed the project (fewer valid bidders than minBidders). */
  failed: z.boolean(),
  /** Methods decided by price alone (1, 2, 3, 4, 6, 8); null for scoring and manual methods. */
  winners: z.array(RecordWinner).nullable(),
});

export const RECORD_FORMAT = 'bidhall.auction-record' as const;

export const ProjectRecordExport = z.strictObject({
  format: z.literal(RECORD_FORMAT),
  version: z.literal(1),
  tenantId: Id,
  projectId: Id,
  projectNum: z.string(),
  name: z.string(),
  winbidRule: WinbidRuleCode,
  exportedAt: EpochMs,
  genesis: Hash,
  head: Hash,
  count: Count,
  entries: z.array(RecordEntry),
  result: ProjectRecordResult,
});
export type ProjectRecordExport = z.infer<typeof ProjectRecordExport>;

export const ProjectRecordInput = z.strictObject({
  projectId: EntityId,
});
export type ProjectRecordInput = z.infer<typeof ProjectRecordInput>;
