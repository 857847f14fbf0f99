import type { Labels, Language } from './lang.ts';
import { labelTree } from './texts.ts';
import projectStatesTexts from './locales/projectStates.ts';
import { codesByKey } from './state-codes.ts';

const TEXT = /* @__PURE__ */ labelTree(projectStatesTexts);

/** antd Badge statuses; a state's badge colours its tag in lists and detail headers. */
export type StatusBadge = 'success' | 'processing' | 'default' | 'error' | 'warning';

/**
 * Project states (specification section 4). Only 5 runs live business (sign-up and
 * quoting), so it alone is "processing"; the end states get their own colours so a
 * closed, failed or suspended project stands out in a list.
 */
export const PROJECT_STATES = {
  0: {
    key: 'awaitingDraft',
    badge: 'default',
    labels: TEXT.awaitingDraft,
  },
  1: {
    key: 'drafting',
    badge: 'default',
    labels: TEXT.drafting,
  },
  2: {
    key: 'awaitingReview',
    badge: 'default',
    labels: TEXT.awaitingReview,
  },
  3: {
    key: 'returned',
    badge: 'default',
    labels: TEXT.returned,
  },
  4: {
    key: 'approved',
    badge: 'default',
    labels: TEXT.approved,
  },
  5: {
    key: 'published',
    badge: 'processing',
    labels: TEXT.published,
  },
  6: {
    key: 'resultPending',
    badge: 'default',
    labels: TEXT.resultPending,
  },
  7: {
    key: 'closed',
    badge: 'success',
    labels: TEXT.closed,
  },
  8: {
    key: 'failed',
    badge: 'error',
    labels: TEXT.failed,
  },
  9: {
    key: 'suspended',
    badge: 'warning',
    labels: TEXT.suspended,
  },
} as const satisfies Record<number, { key: string; badge: StatusBadge; labels: Labels }>;

export type ProjectState = keyof typeof PROJECT_STATES;
export type ProjectStateKey = (typeof PROJECT_STATES)[ProjectState]['key'];
export const PROJECT_STATE_CODES = Object.keys(PROJECT_STATES).map(Number) as ProjectState[];
/** A state's code by its key: `PROJECT_STATE.published`, not 5. */
export const PROJECT_STATE = codesByKey(PROJECT_STATES);

export function isProjectState(value: unknown): value is ProjectState {
  return typeof value === 'number' && Number.isInteger(value) && value in PROJECT_STATES;
}

/** The label of a state; an unknown code (bad data) is shown as its number, not hidden. */
export function projectStateLabel(state: number, lang: Language): string {
  return isProjectState(state) ? PROJECT_STATES[state].labels[lang] : String(state);
}
