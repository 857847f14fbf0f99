import { describe, expect, it } from 'vitest';
import {
  REQUIREMENT_STATES,
  REQUIREMENT_STATE_CODES,
  isRequirementState,
  requirementStateLabel,
} from './requirement-states.ts';

describe('requirement states', () => {
  it('has exactly the codes 0 to 5 in order', () => {
    expect(REQUIREMENT_STATE_CODES).toEqual([0, 1, 2, 3, 4, 5]);
    expect(REQUIREMENT_STATE_CODES.map((c) => REQUIREMENT_STATES[c].key)).toEqual([
      'created',
      'awaitingReceipt',
      'submitted',
      'awaitingReview',
      'returned',
      'passed',
    ]);
  });

  it('colours the review outcome', () => {
    expect(REQUIREMENT_STATES[4].badge).toBe('warning');
    expect(REQUIREMENT_STATES[5].badge).toBe('success');
  });

  it('recognises only integer codes 0 to 5', () => {
    expect(isRequirementState(5)).toBe(true);
    for (const bad of [6, -1, 2.5, '1', null]) expect(isRequirementState(bad)).toBe(false);
  });

  it('labels a state, or shows an unknown code as its number', () => {
    expect(requirementStateLabel(1, 'zh-TW')).toBe('待接收');
    expect(requirementStateLabel(7, 'en-US')).toBe('7');
  });
});
