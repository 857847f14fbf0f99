import { z } from 'zod';
import { AUDIENCES } from '@bidhall/domain/disclosure';
import { PROJECT_STATE_CODES } from '@bidhall/domain/project-states';
import { ROLE_NAMES } from '@bidhall/domain/roles';
import { DISCLOSURE_MODE_CODES, WINBID_RULE_CODES } from '@bidhall/domain/winbid-rules';

/**
 * Building blocks of the realtime and bus messages. Realtime JSON is produced by our own
 * servers, so nothing is coerced: a number sent as a string is an error, not a guess.
 */

/** Database ids: positive 32-bit integers, as ABP's int keys. */
export const Id = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
/** A project stream's event number: gap-free from 1 per project. */
export const Seq = z.number().int().positive();
/** "Nothing applied yet" is 0. */
export const SeqOrZero = z.number().int().nonnegative();
/** Times on the realtime wire are epoch milliseconds (UTC), integers. */
export const EpochMs = z.number().int().nonnegative();
export const Count = z.number().int().nonnegative();
/** A money amount in its canonical wire form: plain digits, exactly two decimals, below 1e15. */
export const Amount = z.string().regex(/^(0|[1-9]\d{0,14})\.\d{2}$/, 'amount: digits with two decimals');

export const ProjectStateCode = z.literal(PROJECT_STATE_CODES);
export const WinbidRuleCode = z.literal(WINBID_RULE_CODES);
export const DisclosureModeCode = z.literal(DISCLOSURE_MODE_CODES);
export const RoleNameSchema = z.enum(ROLE_NAMES);
export const AudienceSchema = z.enum(AUDIENCES);
/** The audience a hall socket joins as ('self' is per supplier, 'screen' has its own join). */
export const HallAudience = z.enum(['supplier', 'agency', 'purchaser', 'expert']);
export type HallAudience = z.infer<typeof HallAudience>;

/** Exact type equality, for compile-time checks that a schema matches a domain type. */
export type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
