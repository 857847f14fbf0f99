import { describe, expect, it } from 'vitest';
import { REVIEW_STATE_CODES, canResubmitRegistration, canUseBusinessRoutes, isReviewState } from './user-review.ts';

describe('user review (rules.md "Tenants, users, roles")', () => {
  it('has the states 0 pending, 1 approved, 2 rejected', () => {
    expect(REVIEW_STATE_CODES).toEqual([0, 1, 2]);
    expect(isReviewState(1)).toBe(true);
    expect(isReviewState(3)).toBe(false);
  });

  it('lets only an approved user reach business routes', () => {
    expect(canUseBusinessRoutes(1)).toBe(true);
    for (const other of [0, 2, '1', true, null, undefined]) expect(canUseBusinessRoutes(other)).toBe(false);
  });

  it('lets a rejected user resubmit', () => {
    expect(canResubmitRegistration(2)).toBe(true);
    expect(canResubmitRegistration(0)).toBe(false);
    expect(canResubmitRegistration(1)).toBe(false);
  });
});
