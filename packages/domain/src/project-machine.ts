import type { Labels, Language } from './lang.ts';
import { PROJECT_STATE, PROJECT_STATES, PROJECT_STATE_CODES, isProjectState } from './project-states.ts';
import type { ProjectState } from './project-states.ts';
import { ROLES } from './roles.ts';
import type { RoleName } from './roles.ts';
import { MOVE_SUBJECTS, NOT_CREATED, decideMove, moveRefusalMessage, targetsFrom } from './state-move.ts';
import type { MoveDecision, MoveRule } from './state-move.ts';

export type { MoveDecision, MoveRefusal } from './state-move.ts';
export { checkCorrectionTimes, checkPublicationTimes, resumeTimes } from './project-times.ts';

const { purchaser, agency } = ROLES;

/**
 * The docs/rules.md lifecycle table, row for row. Administrators appear nowhere: they see
 * everything but make no business moves. The automatic failure at the end of a window
 * with too few bidders is made by the server on the agency's behalf (5 -> 8 as agency).
 * Failure, suspension and resumption write no history template: the specification has
 * none for them; their announcement is the record.
 */
export const PROJECT_MOVES: readonly MoveRule<ProjectState>[] = [
  { from: null, to: 0, actors: [purchaser, agency], templates: [1] },
  { from: 0, to: 1, actors: [agency], templates: [2] },
  { from: 3, to: 1, actors: [agency], templates: [2] },
  { from: 1, to: 2, actors: [agency], templates: [3] },
  { from: 2, to: 3, actors: [purchaser], templates: [4], reasonRequired: true },
  { from: 2, to: 4, actors: [purchaser], templates: [5] },
  { from: 4, to: 5, actors: [agency], templates: [6], announcementTypes: [0] },
  { from: 5, to: 6, actors: [agency], templates: [7] },
  { from: 6, to: 7, actors: [purchaser], templates: [8, 10], announcementTypes: [5] },
  { from: 6, to: 5, actors: [purchaser], templates: [9], reasonRequired: true },
  { from: 5, to: 8, actors: [agency], announcementTypes: [6] },
  { from: 5, to: 9, actors: [agency], announcementTypes: [4] },
  { from: 9, to: 5, actors: [agency] },
  { from: 5, to: 5, actors: [agency], templates: [11], announcementTypes: [2, 3] },
];

/**
 * Whether `actor` may move a project from `from` (null: not created yet) to `to`, and
 * what the move must write. Unknown numbers are refused, never thrown on.
 */
export function canMoveProject(
  from: ProjectState | number | null,
  to: ProjectState | number,
  actor: RoleName,
): MoveDecision {
  return decideMove(PROJECT_MOVES, from, to, actor);
}

/** The states the actor may move the project to next. */
export function projectTargets(from: ProjectState | null, actor: RoleName): ProjectState[] {
  return targetsFrom(PROJECT_MOVES, from, actor);
}

/**
 * The states in which the agency drafts a project: where it may start drafting (new, or
 * returned by the purchaser) and drafting itself. The drafting pages and lists use it.
 */
export const AGENCY_DRAFTING_STATES: readonly ProjectState[] = PROJECT_STATE_CODES.filter(
  (state) => state === PROJECT_STATE.drafting || projectTargets(state, agency).includes(PROJECT_STATE.drafting),
);

export function isAgencyDrafting(state: number): boolean {
  return (AGENCY_DRAFTING_STATES as readonly number[]).includes(state);
}

function stateText(state: number | null): Labels | string {
  if (state === null) return NOT_CREATED;
  return isProjectState(state) ? PROJECT_STATES[state].labels : String(state);
}

/**
 * The message for a refused move, naming the current state in the chosen language
 * (docs/rules.md: the api answers it as a 500 ABP error); null when the move is allowed.
 */
export function projectMoveError(
  from: ProjectState | number | null,
  to: ProjectState | number,
  actor: RoleName,
  lang: Language,
): string | null {
  const decision = canMoveProject(from, to, actor);
  if (decision.ok) return null;
  return moveRefusalMessage(
    decision.reason,
    { subject: MOVE_SUBJECTS.project, current: stateText(from), target: stateText(to), actor },
    lang,
  );
}
