import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { badgeKeysFor, purchaserBadgeCounts, roleHasBadges, showBadge, showBadgeFor } from './badges.ts';
import { ROLES, ROLE_NAMES } from './roles.ts';

describe('menu badges', () => {
  it('gives badge keys to the purchaser, the agency, the administrator and the expert', () => {
    expect(badgeKeysFor(ROLES.purchaser)).toEqual(['waitCheckNum', 'waitResultNum']);
    // /bid/checkrfq counts requirements (waitRfqNum) apart from the projects of /bid/establishbid.
    expect(badgeKeysFor(ROLES.agency)).toEqual([
      'waitEditNum',
      'waitRfqNum',
      'waitHangNetNum',
      'waitApplyNum',
      'waitConfirmNum',
      'waitUserAuditNum',
    ]);
    expect(badgeKeysFor(ROLES.admin)).toEqual(['waitUserAuditNum']);
    expect(badgeKeysFor(ROLES.expert)).toEqual(['waitScoreNum']);
    expect(ROLE_NAMES.filter((r) => !roleHasBadges(r))).toEqual([ROLES.supplier]);
  });

  it('shows a badge only for a count above zero', () => {
    expect(showBadge(1)).toBe(true);
    for (const none of [0, -3, NaN, Infinity, null, undefined]) expect(showBadge(none)).toBe(false);
    fc.assert(fc.property(fc.integer(), (n) => showBadge(n) === n > 0));
  });

  it('shows a key only to the role that owns it', () => {
    const counts = { waitCheckNum: 2, waitEditNum: 3 };
    expect(showBadgeFor(ROLES.purchaser, 'waitCheckNum', counts)).toBe(true);
    expect(showBadgeFor(ROLES.purchaser, 'waitEditNum', counts)).toBe(false);
    expect(showBadgeFor(ROLES.agency, 'waitEditNum', counts)).toBe(true);
    expect(showBadgeFor(ROLES.supplier, 'waitCheckNum', counts)).toBe(false);
    expect(showBadgeFor(ROLES.agency, 'waitApplyNum', counts)).toBe(false);
  });

  it('counts the purchaser projects awaiting review (2) and result confirmation (6)', () => {
    const states = [0, 2, 2, 5, 6, 7, 2, 9].map((state) => ({ state }));
    expect(purchaserBadgeCounts(states)).toEqual({ waitCheckNum: 3, waitResultNum: 1 });
    expect(purchaserBadgeCounts([])).toEqual({ waitCheckNum: 0, waitResultNum: 0 });
  });
});
