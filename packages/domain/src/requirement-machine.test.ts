import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canMoveRequirement, requirementMoveError, requirementTargets } from './requirement-machine.ts';
import { REQUIREMENT_STATE_CODES } from './requirement-states.ts';
import { ROLES, ROLE_NAMES } from './roles.ts';
import type { RoleName } from './roles.ts';

const { purchaser: P, agency: A } = ROLES;

/** docs/rules.md: 0 -> 1 purchaser sends, 1 -> 2 agency receives, 2 -> 3 agency drafts, 3 -> 4 or 5 purchaser. */
const ALLOWED = new Set([`null>0:${P}`, `0>1:${P}`, `1>2:${A}`, `2>3:${A}`, `3>4:${P}`, `3>5:${P}`]);
const PAIRS = new Set([...ALLOWED].map((t) => t.split(':')[0]));

describe('requirement state machine (rules.md "Lifecycle")', () => {
  it('decides every (from, to, role) exactly as the docs/rules.md flow says', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(null, ...REQUIREMENT_STATE_CODES),
        fc.constantFrom(...REQUIREMENT_STATE_CODES),
        fc.constantFrom(...ROLE_NAMES),
        (from, to, role) => {
          const decision = canMoveRequirement(from, to, role);
          const key = `${from}>${to}`;
          if (ALLOWED.has(`${key}:${role}`)) return decision.ok;
          if (decision.ok) return false;
          return decision.reason === (PAIRS.has(key) ? 'wrong-actor' : 'not-allowed');
        },
      ),
    );
  });

  it('allows exactly the flow, counted over all triples', () => {
    const allowed: string[] = [];
    for (const from of [null, ...REQUIREMENT_STATE_CODES])
      for (const to of REQUIREMENT_STATE_CODES)
        for (const role of ROLE_NAMES) if (canMoveRequirement(from, to, role).ok) allowed.push(`${from}>${to}:${role}`);
    expect(new Set(allowed)).toEqual(ALLOWED);
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.option(fc.integer()), fc.integer(), fc.string(), (from, to, role) => {
        const decision = canMoveRequirement(from, to, role as RoleName);
        return decision.ok === false || ALLOWED.has(`${from}>${to}:${role}`);
      }),
    );
  });

  it('requires a reason to return a draft and writes no project template', () => {
    expect(canMoveRequirement(3, 4, P)).toEqual({
      ok: true,
      templates: [],
      reasonRequired: true,
      announcementTypes: [],
    });
    expect(canMoveRequirement(3, 5, P)).toMatchObject({ ok: true, reasonRequired: false });
    expect(canMoveRequirement(1, 2, P)).toEqual({ ok: false, reason: 'wrong-actor' });
    expect(canMoveRequirement(5, 0, P)).toEqual({ ok: false, reason: 'not-allowed' });
  });

  it('lists next states and explains refusals', () => {
    expect(requirementTargets(3, P).sort()).toEqual([4, 5]);
    expect(requirementTargets(3, A)).toEqual([]);
    expect(requirementMoveError(0, 1, P, 'zh-CN')).toBeNull();
    expect(requirementMoveError(5, 1, P, 'zh-CN')).toBe('需求当前状态为“已通过”，不能变更为“待接收”。');
    expect(requirementMoveError(1, 2, P, 'en-US')).toContain('"Purchaser" cannot');
  });
});
