import type { Labels, Language } from './lang.ts';
import { REQUIREMENT_STATES, isRequirementState } from './requirement-states.ts';
import type { RequirementState } from './requirement-states.ts';
import { ROLES } from './roles.ts';
import type { RoleName } from './roles.ts';
import { MOVE_SUBJECTS, NOT_CREATED, decideMove, moveRefusalMessage, targetsFrom } from './state-move.ts';
import type { MoveDecision, MoveRule } from './state-move.ts';

const { purchaser, agency } = ROLES;

/**
 * The docs/rules.md requirement flow. The purchaser raises a requirement (creation) and sends
 * it; the agency receives it and drafts the project; the purchaser returns or passes the
 * draft. Requirements write no project history templates.
 */
export const REQUIREMENT_MOVES: readonly MoveRule<RequirementState>[] = [
  { from: null, to: 0, actors: [purchaser] },
  { from: 0, to: 1, actors: [purchaser] },
  { from: 1, to: 2, actors: [agency] },
  { from: 2, to: 3, actors: [agency] },
  { from: 3, to: 4, actors: [purchaser], reasonRequired: true },
  { from: 3, to: 5, actors: [purchaser] },
];

export function canMoveRequirement(
  from: RequirementState | number | null,
  to: RequirementState | number,
  actor: RoleName,
): MoveDecision {
  return decideMove(REQUIREMENT_MOVES, from, to, actor);
}

export function requirementTargets(from: RequirementState | null, actor: RoleName): RequirementState[] {
  return targetsFrom(REQUIREMENT_MOVES, from, actor);
}

function stateText(state: number | null): Labels | string {
  if (state === null) return NOT_CREATED;
  return isRequirementState(state) ? REQUIREMENT_STATES[state].labels : String(state);
}

/** The message for a refused move, naming the current state; null when allowed. */
export function requirementMoveError(
  from: RequirementState | number | null,
  to: RequirementState | number,
  actor: RoleName,
  lang: Language,
): string | null {
  const decision = canMoveRequirement(from, to, actor);
  if (decision.ok) return null;
  return moveRefusalMessage(
    decision.reason,
    { subject: MOVE_SUBJECTS.requirement, current: stateText(from), target: stateText(to), actor },
    lang,
  );
}
