import type { CountdownPhase, ProjectWindow } from './window.ts';
import type { PROJECT_STATES } from '@bidhall/domain/project-states';

const PUBLISHED = 5 satisfies keyof typeof PROJECT_STATES;
const SUSPENDED = 9 satisfies keyof typeof PROJECT_STATES;

/**
 * Where a window stands at `now` (the contract's CountdownPhase): before it, open, paused, or
 * over. `endsAt` is the end of the current phase, null while paused. A project not yet published
 * has not started and one past state 5 is over, whatever its times say, except a suspension
 * (9), which is a pause.
 */
export function countdownPhase(
  window: ProjectWindow,
  now: number,
  state: number | undefined,
): { phase: CountdownPhase; endsAt: number | null } {
  if (window.paused || state === SUSPENDED) return { phase: 'paused', endsAt: null };
  if (state !== undefined && state < PUBLISHED) return { phase: 'not-started', endsAt: window.uppriceFromTime };
  if (state !== undefined && state > PUBLISHED) return { phase: 'ended', endsAt: window.uppriceToTime };
  if (now < window.uppriceFromTime) return { phase: 'not-started', endsAt: window.uppriceFromTime };
  if (now < window.uppriceToTime) return { phase: 'open', endsAt: window.uppriceToTime };
  return { phase: 'ended', endsAt: window.uppriceToTime };
}
