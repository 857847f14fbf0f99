import type { Labels } from './lang.ts';
import type { StatusBadge } from './project-states.ts';
import { labelTree } from './texts.ts';
import userReviewTexts from './locales/userReview.ts';

const TEXT = /* @__PURE__ */ labelTree(userReviewTexts);

/**
 * A user's registration review (`isReview`, docs/rules.md): self-registered users start
 * pending, and only an approved user reaches business routes; a rejected one may edit
 * the registration and submit it again.
 */
export const REVIEW_STATES = {
  0: {
    key: 'pending',
    badge: 'processing',
    labels: TEXT.pending,
  },
  1: {
    key: 'approved',
    badge: 'success',
    labels: TEXT.approved,
  },
  2: {
    key: 'rejected',
    badge: 'error',
    labels: TEXT.rejected,
  },
} as const satisfies Record<number, { key: string; badge: StatusBadge; labels: Labels }>;

export type ReviewState = keyof typeof REVIEW_STATES;
export const REVIEW_STATE_CODES = Object.keys(REVIEW_STATES).map(Number) as ReviewState[];

export function isReviewState(value: unknown): value is ReviewState {
  return typeof value === 'number' && Number.isInteger(value) && value in REVIEW_STATES;
}

/** Where a user who may not use business routes is sent (specification section 5). */
export const USER_AUDIT_PATH = '/user/userAudit';

/** Only an approved user (isReview 1) gets business routes; anything else, bad data included, does not. */
export function canUseBusinessRoutes(isReview: unknown): boolean {
  return isReview === 1;
}

/** A rejected registration may be edited and submitted again. */
export function canResubmitRegistration(isReview: unknown): boolean {
  return isReview === 2;
}
