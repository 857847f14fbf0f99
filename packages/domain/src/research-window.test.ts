import { describe, expect, it } from 'vitest';
import {
  correctionRefusal,
  editRefusal,
  fillInRefusal,
  publishRefusal,
  terminationRefusal,
} from './research-window.ts';

const draft = { status: 0, deadline: 1000 };
const open = { status: 1, deadline: 1000 };
const ended = { status: 2, deadline: 1000 };

describe('research survey window (rules.md "Market research")', () => {
  it('publishes a draft whose deadline is ahead', () => {
    expect(publishRefusal(draft, 999)).toBeNull();
    expect(publishRefusal(draft, 1000)).toBe('deadlineInPast');
    expect(publishRefusal(open, 0)).toBe('notDraft');
  });

  it('takes fill-ins strictly before the deadline, only while published', () => {
    expect(fillInRefusal(open, 999)).toBeNull();
    expect(fillInRefusal(open, 1000)).toBe('deadlinePassed');
    expect(fillInRefusal(draft, 0)).toBe('notPublished');
    expect(fillInRefusal(ended, 0)).toBe('terminated');
  });

  it('corrects forward only, never into the past, and may reopen a passed deadline', () => {
    expect(correctionRefusal(open, 2000, 500)).toBeNull();
    expect(correctionRefusal(open, 900, 500)).toBe('deadlineEarlier');
    expect(correctionRefusal(open, 1500, 1500)).toBe('deadlineInPast');
    expect(correctionRefusal(open, 3000, 2000)).toBeNull();
    expect(correctionRefusal(draft, 3000, 0)).toBe('notPublished');
    expect(correctionRefusal(ended, 3000, 0)).toBe('terminated');
  });

  it('terminates a published survey once, and freezes the questions at publication', () => {
    expect(terminationRefusal(open)).toBeNull();
    expect(terminationRefusal(ended)).toBe('terminated');
    expect(terminationRefusal(draft)).toBe('notPublished');
    expect(editRefusal(null)).toBeNull();
    expect(editRefusal(draft)).toBeNull();
    expect(editRefusal(open)).toBe('notDraft');
  });
});
