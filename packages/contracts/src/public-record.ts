import { z } from 'zod';
import { Seq } from './realtime/primitives.ts';
import { RankingEntry } from './realtime/views.ts';
import { Hash, ProjectRecordExport, ProjectRecordInput, ProjectRecordResult, RecordEntry } from './project-record.ts';

/**
 * GET PublicRecord/Get?projectId= (no account, once the result notice is published): the
 * public cut of the auction record (domain public-record.ts). An entry the public may not read
 * is its seq, its chain hash and its event's digest; the digest chain binds every entry to the
 * public head printed on the result notice.
 */

/** Shown: the event as hashed, its chain hash, and l(n) of the digest chain. */
export const ShownRecordEntry = RecordEntry.extend({ link: Hash });
/** Hidden: d(n) = sha256(canonicalJson(event)) stands for the event. */
export const HiddenRecordEntry = z.strictObject({ seq: Seq, hash: Hash, digest: Hash, link: Hash });
export const PublicRecordEntry = z.union([ShownRecordEntry, HiddenRecordEntry]);

/** A public ranking line: a superseded quote is hidden, so the count of a bidder's quotes is not published. */
export const PublicRankingLine = RankingEntry.omit({ quoteCount: true });

export const PublicRecordResult = ProjectRecordResult.extend({
  /** 'bidders': every bidder's final quote is shown; 'winner': the winners' alone (no ranking). */
  published: z.enum(['bidders', 'winner']),
  ranking: z.array(PublicRankingLine),
});

export const PublicRecord = ProjectRecordExport.extend({
  cut: z.literal('public'),
  /** l(count) of the digest chain. */
  publicHead: Hash,
  entries: z.array(PublicRecordEntry),
  result: PublicRecordResult,
});
export type PublicRecord = z.infer<typeof PublicRecord>;

export const PublicRecordInput = ProjectRecordInput;

/** A record file as the verifiers read it: a whole record or a public cut. */
export const AnyRecord = z.union([PublicRecord, ProjectRecordExport]);
export type AnyRecord = z.infer<typeof AnyRecord>;

/** Reads a record from parsed JSON; a saved ABP answer (`{result, __abp}`) is unwrapped first. */
export function readRecord(json: unknown) {
  const body = json !== null && typeof json === 'object' && '__abp' in json && 'result' in json ? json.result : json;
  return AnyRecord.safeParse(body);
}
