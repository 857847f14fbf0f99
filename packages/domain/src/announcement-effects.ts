import type { AnnouncementType } from './announcement-types.ts';
import type { ProjectState } from './project-states.ts';
import { ROLES } from './roles.ts';
import type { RoleName } from './roles.ts';

/**
 * What publishing each announcement type does to its project. Every move named here is a
 * row of the project machine (project-machine.ts), so publication goes through the same
 * transition as UpStatus; a type names only which of those rows it drives.
 *
 * The result announcements (5, and 7 for research projects) close the project once the
 * purchaser has confirmed the result: the purchaser's confirmation is the 6 -> 7 move
 * itself (templates 8 and 10), so the purchaser may publish the agency's draft as that
 * confirmation, or the agency publishes it after a confirmation made elsewhere (state 7).
 */
export interface AnnouncementEffect {
  /** 0 normal projects, 1 market research projects. */
  mode: 0 | 1;
  /** The move publication makes, by the project's current state; null: no state change. */
  moves: Partial<Record<ProjectState, { to: ProjectState | null; actor: RoleName }>>;
  /** Whether the announcement carries new project times (a correction), checked forward-only. */
  correctsTimes: boolean;
  /** What publication does to a research project's survey, with the move; null: nothing. */
  survey: SurveyEffect | null;
}

/**
 * A research notice is the one action on its survey (research-window.ts decides each):
 * 'open' opens the draft survey for fill-in (1), 'correct' gives it the later deadline the
 * notice carries as its applyToTime, a research project's one time (8), 'terminate' ends it
 * with the notice's text as the reason (9), 'close' ends fill-in if it is still open (7).
 */
export type SurveyEffect = 'open' | 'correct' | 'terminate' | 'close';

const { agency, purchaser } = ROLES;

const publish = { 4: { to: 5, actor: agency } } as const;
const correct = { 5: { to: 5, actor: agency } } as const;
const close = { 6: { to: 7, actor: purchaser }, 7: { to: null, actor: agency } } as const;
// A project that failed by itself (too few bidders when the window closed) or by a direct move
// announces it afterwards, as a confirmed result does.
const fail = { 5: { to: 8, actor: agency }, 8: { to: null, actor: agency } } as const;
const terminate = { 5: { to: 8, actor: agency } } as const;

export const ANNOUNCEMENT_EFFECTS: Readonly<Record<AnnouncementType, AnnouncementEffect>> = {
  0: { mode: 0, moves: publish, correctsTimes: false, survey: null },
  1: { mode: 1, moves: publish, correctsTimes: false, survey: 'open' },
  2: { mode: 0, moves: correct, correctsTimes: true, survey: null },
  3: { mode: 0, moves: correct, correctsTimes: true, survey: null },
  4: { mode: 0, moves: { 5: { to: 9, actor: agency } }, correctsTimes: false, survey: null },
  5: { mode: 0, moves: close, correctsTimes: false, survey: null },
  6: { mode: 0, moves: fail, correctsTimes: false, survey: null },
  7: { mode: 1, moves: close, correctsTimes: false, survey: 'close' },
  8: { mode: 1, moves: correct, correctsTimes: true, survey: 'correct' },
  9: { mode: 1, moves: terminate, correctsTimes: false, survey: 'terminate' },
};

export type PublicationRefusal = 'wrong-mode' | 'wrong-state' | 'wrong-actor';

export type PublicationDecision =
  { ok: true; to: ProjectState | null; actor: RoleName } | { ok: false; reason: PublicationRefusal };

/** Whether `actor` may publish an announcement of `type` on a project of `mode` in `state`. */
export function decidePublication(
  type: AnnouncementType,
  project: { mode: number; state: number },
  actor: RoleName,
): PublicationDecision {
  const effect = ANNOUNCEMENT_EFFECTS[type];
  if (effect.mode !== project.mode) return { ok: false, reason: 'wrong-mode' };
  const move = effect.moves[project.state as ProjectState];
  if (!move) return { ok: false, reason: 'wrong-state' };
  if (move.actor !== actor) return { ok: false, reason: 'wrong-actor' };
  return { ok: true, to: move.to, actor: move.actor };
}

/** Only the agency writes announcements; the purchaser may publish a result draft (above). */
export function canDraftAnnouncement(actor: RoleName): boolean {
  return actor === agency;
}
