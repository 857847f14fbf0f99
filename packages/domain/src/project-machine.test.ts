import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AGENCY_DRAFTING_STATES,
  canMoveProject,
  isAgencyDrafting,
  projectMoveError,
  projectTargets,
} from './project-machine.ts';
import { PROJECT_STATE_CODES } from './project-states.ts';
import { ROLES, ROLE_NAMES } from './roles.ts';
import type { RoleName } from './roles.ts';

const { purchaser: P, agency: A, supplier: S, expert: E, admin: M } = ROLES;

/** The docs/rules.md lifecycle table, written out again by hand: "from>to:role". */
const ALLOWED = new Set([
  `null>0:${P}`,
  `null>0:${A}`,
  `0>1:${A}`,
  `3>1:${A}`,
  `1>2:${A}`,
  `2>3:${P}`,
  `2>4:${P}`,
  `4>5:${A}`,
  `5>6:${A}`,
  `6>7:${P}`,
  `6>5:${P}`,
  `5>8:${A}`,
  `5>9:${A}`,
  `9>5:${A}`,
  `5>5:${A}`,
]);
const PAIRS = new Set([...ALLOWED].map((t) => t.split(':')[0]));

const fromArb = fc.constantFrom(null, ...PROJECT_STATE_CODES);
const toArb = fc.constantFrom(...PROJECT_STATE_CODES);
const roleArb = fc.constantFrom(...ROLE_NAMES);

describe('project state machine (rules.md "Lifecycle")', () => {
  it('decides every (from, to, role) exactly as the docs/rules.md table says', () => {
    fc.assert(
      fc.property(fromArb, toArb, roleArb, (from, to, role) => {
        const decision = canMoveProject(from, to, role);
        const key = `${from}>${to}`;
        if (ALLOWED.has(`${key}:${role}`)) return decision.ok;
        if (decision.ok) return false;
        return decision.reason === (PAIRS.has(key) ? 'wrong-actor' : 'not-allowed');
      }),
    );
  });

  it('allows exactly the table, counted over all 550 triples', () => {
    const allowed: string[] = [];
    for (const from of [null, ...PROJECT_STATE_CODES])
      for (const to of PROJECT_STATE_CODES)
        for (const role of ROLE_NAMES) if (canMoveProject(from, to, role).ok) allowed.push(`${from}>${to}:${role}`);
    expect(new Set(allowed)).toEqual(ALLOWED);
  });

  it('never throws on arbitrary numbers or role strings', () => {
    fc.assert(
      fc.property(fc.option(fc.double()), fc.double(), fc.string(), (from, to, role) => {
        const decision = canMoveProject(from, to, role as RoleName);
        return decision.ok === false || ALLOWED.has(`${from}>${to}:${role}`);
      }),
    );
  });

  it('lets no supplier, expert or administrator make any move', () => {
    fc.assert(
      fc.property(fromArb, toArb, fc.constantFrom(S, E, M), (from, to, role) => !canMoveProject(from, to, role).ok),
    );
  });

  it('names the templates, reason and announcement of each move', () => {
    expect(canMoveProject(null, 0, P)).toEqual({
      ok: true,
      templates: [1],
      reasonRequired: false,
      announcementTypes: [],
    });
    expect(canMoveProject(3, 1, A)).toMatchObject({ ok: true, templates: [2] });
    expect(canMoveProject(1, 2, A)).toMatchObject({ ok: true, templates: [3], reasonRequired: false });
    expect(canMoveProject(2, 3, P)).toMatchObject({ ok: true, templates: [4], reasonRequired: true });
    expect(canMoveProject(2, 4, P)).toMatchObject({ ok: true, templates: [5], reasonRequired: false });
    expect(canMoveProject(4, 5, A)).toMatchObject({ ok: true, templates: [6], announcementType: 0 });
    expect(canMoveProject(5, 6, A)).toMatchObject({ ok: true, templates: [7] });
    expect(canMoveProject(6, 7, P)).toMatchObject({ ok: true, templates: [8, 10], announcementType: 5 });
    expect(canMoveProject(6, 5, P)).toMatchObject({ ok: true, templates: [9], reasonRequired: true });
    expect(canMoveProject(5, 8, A)).toMatchObject({ ok: true, templates: [], announcementType: 6 });
    expect(canMoveProject(5, 9, A)).toMatchObject({ ok: true, templates: [], announcementType: 4 });
    expect(canMoveProject(9, 5, A)).toEqual({ ok: true, templates: [], reasonRequired: false, announcementTypes: [] });
    expect(canMoveProject(5, 5, A)).toMatchObject({
      ok: true,
      templates: [11],
      announcementType: 2,
      announcementTypes: [2, 3],
    });
  });

  it('tells a wrong actor from a move that does not exist', () => {
    expect(canMoveProject(2, 4, A)).toEqual({ ok: false, reason: 'wrong-actor' });
    expect(canMoveProject(4, 5, M)).toEqual({ ok: false, reason: 'wrong-actor' });
    expect(canMoveProject(7, 5, A)).toEqual({ ok: false, reason: 'not-allowed' });
    expect(canMoveProject(0, 5, A)).toEqual({ ok: false, reason: 'not-allowed' });
  });

  it('lists the next states an actor may choose', () => {
    expect(projectTargets(5, A).sort()).toEqual([5, 6, 8, 9]);
    expect(projectTargets(2, P).sort()).toEqual([3, 4]);
    expect(projectTargets(5, P)).toEqual([]);
    expect(projectTargets(null, A)).toEqual([0]);
  });

  it('explains a refusal naming the current state in the chosen language', () => {
    expect(projectMoveError(4, 5, A, 'zh-CN')).toBeNull();
    expect(projectMoveError(7, 5, A, 'zh-CN')).toBe('项目当前状态为“项目关闭”，不能变更为“已发布”。');
    expect(projectMoveError(7, 5, A, 'zh-TW')).toContain('項目關閉');
    expect(projectMoveError(7, 5, A, 'en-US')).toBe(
      'The project is currently "Project closed" and cannot move to "Published".',
    );
    expect(projectMoveError(7, 5, A, 'pt-BR')).toContain('Projeto encerrado');
    expect(projectMoveError(2, 4, A, 'en-US')).toContain('"Procurement agency" cannot');
    expect(projectMoveError(null, 5, P, 'en-US')).toContain('"not created"');
    expect(projectMoveError(42, 5, A, 'en-US')).toContain('"42"');
  });
});

describe('agency drafting states', () => {
  it('are new, drafting and returned: where drafting starts or goes on', () => {
    expect(AGENCY_DRAFTING_STATES).toEqual([0, 1, 3]);
    expect(isAgencyDrafting(3)).toBe(true);
    expect(isAgencyDrafting(2)).toBe(false);
    expect(isAgencyDrafting(42)).toBe(false);
  });
});
