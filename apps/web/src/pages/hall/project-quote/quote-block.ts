import type { CountdownPhase } from '@bidhall/contracts/realtime/window';

/** Why the supplier cannot quote now, as its hall.form text key; null when it can. */
export function quoteBlockKey(signedUp: boolean, phase: CountdownPhase, remaining: number | null): string | null {
  if (!signedUp) return 'hall.form.notSignedUp';
  if (phase === 'not-started') return 'hall.form.notStarted';
  if (phase === 'paused') return 'hall.form.paused';
  if (phase === 'ended') return 'hall.form.closed';
  return remaining === 0 ? 'hall.form.noneLeft' : null;
}
