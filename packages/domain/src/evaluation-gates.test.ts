import { describe, expect, it } from 'vitest';
import {
  amountsVisible,
  openRefusal,
  panelRefusal,
  planRefusal,
  resultRefusal,
  scoringRefusal,
  windowEnded,
  type EvaluationProject,
} from './evaluation-gates.ts';
import { expertTask } from './expert-task.ts';

const END = 1_000;
const p = (over: Partial<EvaluationProject> = {}): EvaluationProject => ({
  state: 5,
  winbidRule: 5,
  uppriceToTime: END,
  paused: false,
  windowClosedAt: null,
  quotesOpenedAt: null,
  ...over,
});
const facts = { hasPlan: true, expertsAssigned: 3, expertsSubmitted: 3 };

describe('evaluation gates (rules.md "Winning")', () => {
  it('the window ends at its end by the clock, or when the job closed it; a paused one does not', () => {
    expect(windowEnded(p(), END - 1)).toBe(false);
    expect(windowEnded(p(), END)).toBe(true);
    expect(windowEnded(p({ paused: true }), END + 5)).toBe(false);
    expect(windowEnded(p({ windowClosedAt: 900 }), 0)).toBe(true);
    expect(windowEnded(p({ state: 4 }), END + 5)).toBe(false);
  });

  it('opens sealed quotes once, after the window, while published', () => {
    expect(openRefusal(p(), END - 1)).toBe('window-not-ended');
    expect(openRefusal(p(), END)).toBeNull();
    expect(openRefusal(p({ quotesOpenedAt: END }), END)).toBe('already-opened');
    expect(openRefusal(p({ winbidRule: 1 }), END)).toBe('not-sealed');
    expect(openRefusal(p({ state: 8 }), END)).toBe('not-published');
  });

  it('shows amounts after the window: open auctions at once, sealed ones after opening', () => {
    expect(amountsVisible(p({ winbidRule: 1 }), END)).toBe(true);
    expect(amountsVisible(p({ winbidRule: 1 }), END - 1)).toBe(false);
    expect(amountsVisible(p(), END)).toBe(false);
    expect(amountsVisible(p({ quotesOpenedAt: END }), END)).toBe(true);
  });

  it('locks the criteria at opening, and only scoring methods have them', () => {
    expect(planRefusal(p())).toBeNull();
    expect(planRefusal(p({ quotesOpenedAt: END }))).toBe('plan-locked');
    expect(planRefusal(p({ winbidRule: 3 }))).toBe('not-scoring');
  });

  it('lets the panel change from drafting until the result is submitted', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((state) => panelRefusal(state) === null)).toEqual([1, 2, 3, 4, 5]);
    expect(panelRefusal(6)).toBe('panel-locked');
  });

  it('lets an expert score after opening until submitting', () => {
    expect(scoringRefusal(p(), END, false)).toBe('not-opened');
    expect(scoringRefusal(p({ quotesOpenedAt: END }), END, false)).toBeNull();
    expect(scoringRefusal(p({ quotesOpenedAt: END }), END, true)).toBe('already-submitted');
    expect(scoringRefusal(p({ quotesOpenedAt: END, state: 6 }), END, false)).toBe('not-published');
  });

  it('takes a result after the window, opening and every expert', () => {
    const opened = p({ quotesOpenedAt: END });
    expect(resultRefusal(p(), END - 1, facts)).toBe('window-not-ended');
    expect(resultRefusal(p(), END, facts)).toBe('not-opened');
    expect(resultRefusal(opened, END, { ...facts, hasPlan: false })).toBe('plan-missing');
    expect(resultRefusal(opened, END, { ...facts, expertsAssigned: 0, expertsSubmitted: 0 })).toBe('no-experts');
    expect(resultRefusal(opened, END, { ...facts, expertsSubmitted: 2 })).toBe('scores-pending');
    expect(resultRefusal(opened, END, facts)).toBeNull();
    expect(
      resultRefusal(p({ winbidRule: 1 }), END, { hasPlan: false, expertsAssigned: 0, expertsSubmitted: 0 }),
    ).toBeNull();
    expect(resultRefusal(p({ state: 6 }), END, facts)).toBe('not-published');
  });
});

describe("an expert's task on a project", () => {
  it('waits for the bidding before publication and while the window runs', () => {
    expect(expertTask(p({ state: 4 }), 0, false)).toBe('waiting');
    expect(expertTask(p(), END - 1, false)).toBe('waiting');
  });

  it('waits for the opening of sealed quotes once the window is over', () => {
    expect(expertTask(p(), END, false)).toBe('awaiting-opening');
    expect(expertTask(p({ quotesOpenedAt: END + 5 }), END + 10, false)).toBe('to-score');
  });

  it('waits while the agency has paused the window past its end', () => {
    expect(expertTask(p({ paused: true }), END + 1, false)).toBe('waiting');
  });

  it('has submitted once it did, during the evaluation and after the result', () => {
    expect(expertTask(p({ quotesOpenedAt: END }), END + 1, true)).toBe('submitted');
    expect(expertTask(p({ state: 7, quotesOpenedAt: END }), END + 1, true)).toBe('submitted');
  });

  it('is over without a submission once the project left its published state', () => {
    expect(expertTask(p({ state: 6, quotesOpenedAt: END }), END + 1, false)).toBe('closed');
    expect(expertTask(p({ state: 8 }), END + 1, false)).toBe('closed');
  });

  it('scores nothing on a price-only method', () => {
    expect(expertTask(p({ winbidRule: 1 }), END + 1, false)).toBe('no-scoring');
  });
});
