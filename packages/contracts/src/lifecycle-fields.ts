import { z } from 'zod';
import { inWireTimeRange, wireNumber } from './abp/wire.ts';
import { PROJECT_KIND_CODES } from '@bidhall/domain/project-kinds';
import { WINBID_RULE_CODES } from '@bidhall/domain/winbid-rules';

/**
 * Field types shared by the lifecycle DTOs (projects, requirements, sign-ups, settings).
 * Input arrives as JSON or a query string; outputs are what the api writes.
 */

/** Yuan with at most two decimals, below 1e15; a number or a decimal string on input, a string stored. */
export const AmountIn = z
  .union([z.string().trim(), z.number()])
  .transform((v) => String(v))
  .pipe(z.string().regex(/^(0|[1-9]\d{0,14})(\.\d{1,2})?$/, 'validation.amount'));

/** ISO 8601 with an offset (the client sends Date.toISOString()), as text, in WIRE_TIME_RANGE. */
export const IsoDateTimeText = z.iso.datetime({ offset: true, error: 'validation.dateTime' }).refine((v) => {
  // A text that is no time at all is the format check's refusal, not a second one here.
  const ms = Date.parse(v);
  return Number.isNaN(ms) || inWireTimeRange(ms);
}, 'validation.dateTime');
/** The same, as a Date. */
export const DateTimeIn = IsoDateTimeText.transform((v) => new Date(v));

export const ProjectStateIn = wireNumber(z.number().int().min(0).max(9));
export const WinbidRuleIn = wireNumber(z.literal(WINBID_RULE_CODES));
export const ProjectKindIn = wireNumber(z.literal(PROJECT_KIND_CODES));
export const ModeIn = wireNumber(z.literal([0, 1]));
/** Free text bodies (project content, sign-up remarks): any characters, bounded. */
export const LongText = z.string().max(20_000, 'validation.tooLong');
/** A written reason (a return, a correction): bounded, not blank. */
export const ReasonText = z.string().trim().min(1, 'validation.required').max(2000, 'validation.tooLong');

/** Outputs. */
export const IsoTime = z.string();
export const AmountOut = z.string();

/** Comma-separated states in a query string ("2,6"). */
export const StateList = z
  .string()
  .regex(/^\d(,\d)*$/, 'validation.stateList')
  .transform((v) => v.split(',').map(Number));
