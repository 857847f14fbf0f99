import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_EFFECTS, canDraftAnnouncement, decidePublication } from './announcement-effects.ts';
import { ANNOUNCEMENT_TYPE_CODES, ANNOUNCEMENT_TYPES } from './announcement-types.ts';
import { canMoveProject } from './project-machine.ts';
import { ROLES } from './roles.ts';

const { agency: A, purchaser: P, supplier: S } = ROLES;

describe('announcement effects (rules.md "Lifecycle")', () => {
  it('keeps every type to the mode the dictionary gives it', () => {
    for (const type of ANNOUNCEMENT_TYPE_CODES)
      expect(ANNOUNCEMENT_EFFECTS[type].mode === 1).toBe(ANNOUNCEMENT_TYPES[type].research);
  });

  it('names only moves the project machine allows, for the same actor', () => {
    for (const type of ANNOUNCEMENT_TYPE_CODES) {
      for (const [from, move] of Object.entries(ANNOUNCEMENT_EFFECTS[type].moves)) {
        if (move.to === null) continue;
        expect(canMoveProject(Number(from), move.to, move.actor).ok, `type ${type} from ${from}`).toBe(true);
      }
    }
  });

  it.each([
    [0, 0, 4, A, 5],
    [1, 1, 4, A, 5],
    [2, 0, 5, A, 5],
    [3, 0, 5, A, 5],
    [4, 0, 5, A, 9],
    [5, 0, 6, P, 7],
    [5, 0, 7, A, null],
    [6, 0, 5, A, 8],
    [6, 0, 8, A, null],
    [7, 1, 6, P, 7],
    [8, 1, 5, A, 5],
    [9, 1, 5, A, 8],
  ] as const)('type %i on mode %i in state %i by %s moves to %s', (type, mode, state, actor, to) => {
    expect(decidePublication(type, { mode, state }, actor)).toEqual({ ok: true, to, actor });
  });

  it('refuses the wrong mode, state or actor', () => {
    expect(decidePublication(0, { mode: 1, state: 4 }, A)).toEqual({ ok: false, reason: 'wrong-mode' });
    expect(decidePublication(7, { mode: 0, state: 6 }, P)).toEqual({ ok: false, reason: 'wrong-mode' });
    expect(decidePublication(0, { mode: 0, state: 5 }, A)).toEqual({ ok: false, reason: 'wrong-state' });
    expect(decidePublication(4, { mode: 0, state: 9 }, A)).toEqual({ ok: false, reason: 'wrong-state' });
    expect(decidePublication(9, { mode: 1, state: 8 }, A)).toEqual({ ok: false, reason: 'wrong-state' });
    expect(decidePublication(5, { mode: 0, state: 6 }, A)).toEqual({ ok: false, reason: 'wrong-actor' });
    expect(decidePublication(6, { mode: 0, state: 5 }, P)).toEqual({ ok: false, reason: 'wrong-actor' });
    expect(decidePublication(0, { mode: 0, state: 4 }, S)).toEqual({ ok: false, reason: 'wrong-actor' });
  });

  it('lets only the agency draft', () => {
    expect(canDraftAnnouncement(A)).toBe(true);
    expect(canDraftAnnouncement(P)).toBe(false);
    expect(canDraftAnnouncement(S)).toBe(false);
  });

  it('marks exactly the corrections as carrying times', () => {
    const correcting = ANNOUNCEMENT_TYPE_CODES.filter((t) => ANNOUNCEMENT_EFFECTS[t].correctsTimes);
    expect(correcting).toEqual([2, 3, 8]);
  });

  it('acts on the survey for the research types only, each in its own way', () => {
    const acting = ANNOUNCEMENT_TYPE_CODES.filter((t) => ANNOUNCEMENT_EFFECTS[t].survey !== null);
    expect(acting).toEqual(ANNOUNCEMENT_TYPE_CODES.filter((t) => ANNOUNCEMENT_TYPES[t].research));
    expect(acting.map((t) => ANNOUNCEMENT_EFFECTS[t].survey)).toEqual(['open', 'close', 'correct', 'terminate']);
  });
});
