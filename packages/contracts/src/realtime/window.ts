import { z } from 'zod';
import { Count, EpochMs } from './primitives.ts';

/** A project's quote window as it stands (times are the current ones, extensions included). */
export const ProjectWindow = z.strictObject({
  applyToTime: EpochMs,
  uppriceFromTime: EpochMs,
  uppriceToTime: EpochMs,
  paused: z.boolean(),
  /** Soft-close extensions so far and the seconds they added. */
  extensions: Count,
  extendedSeconds: Count,
  /**
   * Grows with every change. A client applies a window only when its version is higher than
   * the one it has, so a late message never moves a window backwards.
   */
  version: z.number().int().positive(),
});
export type ProjectWindow = z.infer<typeof ProjectWindow>;

export const WINDOW_CHANGE_KINDS = ['published', 'extended', 'paused', 'resumed', 'corrected'] as const;
export const WindowChangeKind = z.enum(WINDOW_CHANGE_KINDS);
export type WindowChangeKind = z.infer<typeof WindowChangeKind>;

/**
 * Countdown phases: before the window ('not-started', counting down to uppriceFromTime),
 * 'open' (counting down to uppriceToTime), 'paused' (no end to count to), 'ended'.
 */
export const CountdownPhase = z.enum(['not-started', 'open', 'paused', 'ended']);
export type CountdownPhase = z.infer<typeof CountdownPhase>;
