import { describe, expect, it } from 'vitest';
import { ROLES } from './roles.ts';
import { MOVE_SUBJECTS, decideMove, moveRefusalMessage, targetsFrom } from './state-move.ts';
import type { MoveRule } from './state-move.ts';

const rules: MoveRule<1 | 2>[] = [
  { from: 1, to: 2, actors: [ROLES.agency], templates: [3] },
  { from: 2, to: 2, actors: [ROLES.agency], announcementTypes: [3, 2] },
];

describe('table-driven moves', () => {
  it('allows a listed move for a listed actor with defaults filled in', () => {
    expect(decideMove(rules, 1, 2, ROLES.agency)).toEqual({
      ok: true,
      templates: [3],
      reasonRequired: false,
      announcementTypes: [],
    });
  });

  it('takes the first announcement type as the default', () => {
    expect(decideMove(rules, 2, 2, ROLES.agency)).toMatchObject({ announcementType: 3, announcementTypes: [3, 2] });
  });

  it('refuses unlisted moves and unlisted actors differently', () => {
    expect(decideMove(rules, 2, 1, ROLES.agency)).toEqual({ ok: false, reason: 'not-allowed' });
    expect(decideMove(rules, 1, 2, ROLES.purchaser)).toEqual({ ok: false, reason: 'wrong-actor' });
    expect(decideMove(rules, 1, 2, 'nobody')).toEqual({ ok: false, reason: 'wrong-actor' });
  });

  it('lists targets per actor', () => {
    expect(targetsFrom(rules, 1, ROLES.agency)).toEqual([2]);
    expect(targetsFrom(rules, 1, ROLES.purchaser)).toEqual([]);
  });

  it('formats refusals with plain strings or labels', () => {
    const subject = MOVE_SUBJECTS.project;
    expect(
      moveRefusalMessage('not-allowed', { subject, current: 'A', target: 'B', actor: ROLES.agency }, 'en-US'),
    ).toBe('The project is currently "A" and cannot move to "B".');
    expect(moveRefusalMessage('wrong-actor', { subject, current: 'A', target: 'B', actor: 'x' }, 'pt-BR')).toContain(
      'o papel "x"',
    );
  });
});
