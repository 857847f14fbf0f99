import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agencyMenuAccess, purchaserMenuAccess, stageReached } from './menu-gating.ts';
import { PROJECT_STATE_CODES } from './project-states.ts';

const FROM = Date.UTC(2025, 0, 1, 9);
const TO = FROM + 3_600_000;
const window = { uppriceFromTime: FROM, uppriceToTime: TO };
const before = FROM - 1;
const during = FROM + 1;
const after = TO;

const enabled = (access: Record<string, boolean>) =>
  Object.entries(access)
    .filter(([, on]) => on)
    .map(([key]) => key)
    .sort();

describe('stage reached', () => {
  it('counts failed and suspended projects as published, and unknown states as nothing', () => {
    expect(PROJECT_STATE_CODES.map(stageReached)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 5, 5]);
    expect(stageReached(12)).toBe(-1);
  });
});

describe('purchaser menu (rules.md "Lifecycle")', () => {
  const open = (state: number, now: number) => purchaserMenuAccess({ state, ...window }, now);

  it('opens review from state 2 and sign-up info from 5', () => {
    expect(open(1, before).ProjectInfoRead).toBe(false);
    expect(open(2, before).ProjectInfoRead).toBe(true);
    expect(open(4, before).projectSignRead).toBe(false);
    expect(open(5, before).projectSignRead).toBe(true);
  });

  it('opens quote info above 5, or at 5 once the window started', () => {
    expect(open(5, before).projectQuoteCheck).toBe(false);
    expect(open(5, FROM).projectQuoteCheck).toBe(true);
    expect(open(6, before).projectQuoteCheck).toBe(true);
  });

  it('opens result review from 6, result notice and file pool from 7, contracts at 7 only', () => {
    expect(open(5, after).projectQuoteAudit).toBe(false);
    expect(open(6, after).projectQuoteAudit).toBe(true);
    expect(open(6, after).projectResultNotice).toBe(false);
    expect(open(7, after).projectResultNotice).toBe(true);
    expect(open(7, after).projectFilePool).toBe(true);
    expect(PROJECT_STATE_CODES.filter((s) => open(s, after).projectAgreementManage)).toEqual([7]);
  });

  it('keeps a suspended project in its window and opens only the notice of its failure for a failed one', () => {
    expect(open(9, during).projectQuoteCheck).toBe(true);
    expect(open(9, before).projectQuoteCheck).toBe(false);
    expect(open(8, after).projectQuoteAudit).toBe(false);
    expect(open(8, after).projectResultNotice).toBe(true);
    expect(open(8, after).projectAgreementManage).toBe(false);
    expect(open(9, after).projectResultNotice).toBe(false);
  });

  it('keeps quote gates shut when the window is unknown', () => {
    expect(purchaserMenuAccess({ state: 5 }, during).projectQuoteCheck).toBe(false);
    expect(purchaserMenuAccess({ state: 5, uppriceFromTime: null }, during).projectQuoteCheck).toBe(false);
  });

  it('accepts Dates and ISO strings', () => {
    const iso = { state: 5, uppriceFromTime: new Date(FROM).toISOString(), uppriceToTime: new Date(TO) };
    expect(purchaserMenuAccess(iso, new Date(during)).projectQuoteCheck).toBe(true);
  });
});

describe('agency menu (rules.md "Lifecycle")', () => {
  const open = (state: number, now: number) => agencyMenuAccess({ state, ...window }, now);

  it('opens the project notice from 4 and sign-up audit from 5', () => {
    expect(open(3, before).projectBidNotice).toBe(false);
    expect(open(4, before).projectBidNotice).toBe(true);
    expect(open(4, before).projectSignAudit).toBe(false);
    expect(open(5, before).projectSignAudit).toBe(true);
  });

  it('opens quote info once the window started and result review once it ended', () => {
    expect(open(5, before).projectQuoteCheck).toBe(false);
    expect(open(5, during).projectQuoteCheck).toBe(true);
    expect(open(5, during).projectQuoteAudit).toBe(false);
    expect(open(5, after).projectQuoteAudit).toBe(true);
    expect(open(5, after).projectPbResultAudit).toBe(true);
    expect(open(6, before).projectQuoteAudit).toBe(true);
  });

  it('shows the menu of a fresh project with only the edit pages', () => {
    expect(enabled(open(0, before))).toEqual(['ProjectInfoEdit', 'researchInfo-edit']);
  });

  it('opens the research pages alongside their normal twins', () => {
    expect(open(4, before).researchNotice).toBe(true);
    expect(open(5, before)['researchSign-read']).toBe(true);
  });
});

describe('gates only ever open as time passes', () => {
  it('holds for every state, both menus', () => {
    const t = fc.integer({ min: FROM - 10_000_000, max: TO + 10_000_000 });
    fc.assert(
      fc.property(fc.constantFrom(...PROJECT_STATE_CODES), t, t, (state, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        for (const access of [purchaserMenuAccess, agencyMenuAccess]) {
          const first = access({ state, ...window }, early) as Record<string, boolean>;
          const second = access({ state, ...window }, late) as Record<string, boolean>;
          if (Object.keys(first).some((k) => first[k] && !second[k])) return false;
        }
        return true;
      }),
    );
  });

  it('opens nothing for an unknown state', () => {
    expect(enabled(purchaserMenuAccess({ state: 99, ...window }, after))).toEqual([]);
  });
});
