import { describe, expect, it } from 'vitest';
import {
  PROJECT_STATE,
  PROJECT_STATES,
  PROJECT_STATE_CODES,
  isProjectState,
  projectStateLabel,
} from './project-states.ts';
import { REQUIREMENT_STATE, REQUIREMENT_STATES } from './requirement-states.ts';
import { AGREEMENT_STATE, AGREEMENT_STATES } from './agreement-states.ts';

describe('project states', () => {
  it('has exactly the codes 0 to 9', () => {
    expect(PROJECT_STATE_CODES).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('names each code by its key, for every table of states', () => {
    expect(PROJECT_STATE).toMatchObject({
      awaitingDraft: 0,
      drafting: 1,
      published: 5,
      closed: 7,
      failed: 8,
      suspended: 9,
    });
    for (const [states, named] of [
      [PROJECT_STATES, PROJECT_STATE],
      [REQUIREMENT_STATES, REQUIREMENT_STATE],
      [AGREEMENT_STATES, AGREEMENT_STATE],
    ] as const) {
      const pairs = Object.entries(states).map(([code, state]) => [state.key, Number(code)]);
      expect(Object.entries(named)).toEqual(pairs);
    }
  });

  it('marks the live, closed, failed and suspended states with their own badge', () => {
    expect(PROJECT_STATES[5].badge).toBe('processing');
    expect(PROJECT_STATES[7].badge).toBe('success');
    expect(PROJECT_STATES[8].badge).toBe('error');
    expect(PROJECT_STATES[9].badge).toBe('warning');
    for (const code of [0, 1, 2, 3, 4, 6] as const) expect(PROJECT_STATES[code].badge).toBe('default');
  });

  it('recognises only integer codes 0 to 9', () => {
    expect(isProjectState(0)).toBe(true);
    expect(isProjectState(9)).toBe(true);
    for (const bad of [-1, 10, 1.5, '5', null, undefined, NaN]) expect(isProjectState(bad)).toBe(false);
  });

  it('labels a state in the chosen language and shows an unknown code as its number', () => {
    expect(projectStateLabel(5, 'zh-CN')).toBe('已发布');
    expect(projectStateLabel(5, 'en-US')).toBe('Published');
    expect(projectStateLabel(42, 'pt-BR')).toBe('42');
  });
});
