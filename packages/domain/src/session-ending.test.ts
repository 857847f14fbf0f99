import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { accessNarrowed, canWithdrawApproval, roleRevocationRefusal, type UserAccess } from './session-ending.ts';

const base: UserAccess = { isActive: true, roles: ['供应商', '采购人'], isReview: 1 };

describe('accessNarrowed', () => {
  it('ends sessions when the user is disabled, loses a role or its approval', () => {
    expect(accessNarrowed(base, { ...base, isActive: false })).toBe(true);
    expect(accessNarrowed(base, { ...base, roles: ['供应商'] })).toBe(true);
    expect(accessNarrowed(base, { ...base, isReview: 0 })).toBe(true);
    expect(accessNarrowed(base, { ...base, isReview: 2 })).toBe(true);
  });

  it('keeps them when access only widens or stays', () => {
    expect(accessNarrowed(base, base)).toBe(false);
    expect(accessNarrowed({ ...base, isActive: false }, base)).toBe(false);
    expect(accessNarrowed({ ...base, roles: ['供应商'] }, base)).toBe(false);
    expect(accessNarrowed({ ...base, isReview: 0 }, base)).toBe(false);
    expect(accessNarrowed({ ...base, isReview: 2 }, { ...base, isReview: 0 })).toBe(false);
  });

  it('is never true for a change that keeps every role, the active flag and approval', () => {
    const access = fc.record({
      isActive: fc.boolean(),
      roles: fc.uniqueArray(fc.constantFrom('供应商', '采购人', '代理机构', '评审专家', '管理员')),
      isReview: fc.integer({ min: 0, max: 2 }),
    });
    fc.assert(
      fc.property(access, access, (before, after) => {
        const widened =
          (!before.isActive || after.isActive) &&
          before.roles.every((r) => after.roles.includes(r)) &&
          (before.isReview !== 1 || after.isReview === 1);
        expect(accessNarrowed(before, after)).toBe(!widened);
      }),
    );
  });
});

describe('roleRevocationRefusal', () => {
  it('takes a held role while another remains', () => {
    expect(roleRevocationRefusal(['供应商', '采购人'], '采购人')).toBeNull();
  });
  it('refuses a role not held, and the last role', () => {
    expect(roleRevocationRefusal(['供应商', '采购人'], '代理机构')).toBe('roleNotHeld');
    expect(roleRevocationRefusal(['供应商'], '供应商')).toBe('lastRole');
    expect(roleRevocationRefusal([], '供应商')).toBe('roleNotHeld');
  });
});

describe('canWithdrawApproval', () => {
  it('only from an approved registration', () => {
    expect(canWithdrawApproval(1)).toBe(true);
    for (const state of [0, 2, 3, null, '1']) expect(canWithdrawApproval(state)).toBe(false);
  });
});
