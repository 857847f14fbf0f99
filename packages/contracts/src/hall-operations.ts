import { z } from 'zod';
import { WireEpochMs } from './abp/wire.ts';
import { IsoDateTimeText, ReasonText } from './lifecycle-fields.ts';
import { Id, Seq } from './realtime/primitives.ts';
import { ProjectWindow } from './realtime/window.ts';

/**
 * The agency's operator actions on a live quote window (docs/rules.md "The quote window"). Each is
 * audited, appended to the auction record and published as window:changed with a higher version.
 */

/** POST Hall/Resume. */
export const HallWindowInput = z.strictObject({ projectId: Id });
export type HallWindowInput = z.infer<typeof HallWindowInput>;

/** POST Hall/Pause: stopping every bidder's quoting is told with its reason, as a moved end is. */
export const HallPauseInput = HallWindowInput.extend({ reason: ReasonText });
export type HallPauseInput = z.infer<typeof HallPauseInput>;

/** A time as epoch milliseconds or an ISO 8601 text. */
const TimeInput = z.union([WireEpochMs, IsoDateTimeText]).transform((t) => (typeof t === 'number' ? t : Date.parse(t)));

/** POST Hall/AdjustEnd: a new end for the window, with the reason shown to everyone. */
export const HallAdjustEndInput = z.strictObject({
  projectId: Id,
  newEnd: TimeInput,
  reason: ReasonText,
});
export type HallAdjustEndInput = z.infer<typeof HallAdjustEndInput>;

/** The window after the action and the seq of its record entry. */
export const HallWindowResult = z.strictObject({ projectId: Id, seq: Seq, window: ProjectWindow });
export type HallWindowResult = z.infer<typeof HallWindowResult>;
