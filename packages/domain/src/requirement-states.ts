import type { Labels, Language } from './lang.ts';
import type { StatusBadge } from './project-states.ts';
import { labelTree } from './texts.ts';
import requirementStatesTexts from './locales/requirementStates.ts';
import { codesByKey } from './state-codes.ts';

const TEXT = /* @__PURE__ */ labelTree(requirementStatesTexts);

/**
 * Requirement (demand) states (specification section 4). The two states waiting on the
 * purchaser's decision or already decided get colours; the hand-over steps stay neutral.
 */
export const REQUIREMENT_STATES = {
  0: {
    key: 'created',
    badge: 'default',
    labels: TEXT.created,
  },
  1: {
    key: 'awaitingReceipt',
    badge: 'default',
    labels: TEXT.awaitingReceipt,
  },
  2: {
    key: 'submitted',
    badge: 'default',
    labels: TEXT.submitted,
  },
  3: {
    key: 'awaitingReview',
    badge: 'processing',
    labels: TEXT.awaitingReview,
  },
  4: {
    key: 'returned',
    badge: 'warning',
    labels: TEXT.returned,
  },
  5: {
    key: 'passed',
    badge: 'success',
    labels: TEXT.passed,
  },
} as const satisfies Record<number, { key: string; badge: StatusBadge; labels: Labels }>;

export type RequirementState = keyof typeof REQUIREMENT_STATES;
export type RequirementStateKey = (typeof REQUIREMENT_STATES)[RequirementState]['key'];
export const REQUIREMENT_STATE_CODES = Object.keys(REQUIREMENT_STATES).map(Number) as RequirementState[];
/** A state's code by its key: `REQUIREMENT_STATE.submitted`, not 2. */
export const REQUIREMENT_STATE = codesByKey(REQUIREMENT_STATES);

export function isRequirementState(value: unknown): value is RequirementState {
  return typeof value === 'number' && Number.isInteger(value) && value in REQUIREMENT_STATES;
}

/** The label of a state; an unknown code (bad data) is shown as its number, not hidden. */
export function requirementStateLabel(state: number, lang: Language): string {
  return isRequirementState(state) ? REQUIREMENT_STATES[state].labels[lang] : String(state);
}
