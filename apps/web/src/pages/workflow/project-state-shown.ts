import type { TFunction } from 'i18next';
import { countdownPhase } from '@bidhall/contracts/realtime/countdown-phase';
import type { CountdownPhase, ProjectWindow } from '@bidhall/contracts/realtime/window';
import { PROJECT_STATE, PROJECT_STATES, isProjectState, projectStateLabel } from '@bidhall/domain/project-states';
import type { StatusBadge } from '@bidhall/domain/project-states';
import type { Language } from '@bidhall/domain/lang';

/**
 * How a project's state reads at `now` (the server's clock): a published project with its quote
 * window says where the window stands (open, paused, ended); any other its stored state. The
 * state tag shows this, and an export writes the same text.
 */
export function projectStateShown(
  state: number,
  window: ProjectWindow | null,
  now: number,
  t: TFunction,
  lang: Language,
): { phase: CountdownPhase; status: StatusBadge; text: string } {
  const live = state === PROJECT_STATE.published ? window : null;
  const phase = live ? countdownPhase(live, now, state).phase : 'not-started';
  if (phase === 'open') return { phase, status: 'processing', text: t('hall.phase.open') };
  if (phase === 'paused') return { phase, status: 'warning', text: t('hall.phase.paused') };
  if (phase === 'ended') return { phase, status: 'default', text: t('hall.phase.ended') };
  const status = isProjectState(state) ? PROJECT_STATES[state].badge : 'default';
  return { phase, status, text: projectStateLabel(state, lang) };
}
