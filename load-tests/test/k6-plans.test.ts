import { describe, expect, it } from 'vitest';
import { planAmounts, quoteAmount } from '../k6/src/plans/quote-amounts.ts';
import { summaryFiles, type SummaryData } from '../k6/src/plans/summary.ts';
import { windowProblem, type QuotableHall } from '../src/fixture/window.ts';

const settings = { minStep: '10', minStepKind: 'amount' as const, priceCap: '1000000.00' };

describe('the amounts a run quotes', () => {
  it('start below the current best by the project step, each quote a step lower', () => {
    const plan = planAmounts({ winbidRule: 1, best: '5000.00', settings }, 100);
    expect(plan).toEqual({ start: '5000.00', step: '10.00' });
    expect([0, 1, 2].map((n) => quoteAmount(plan, n))).toEqual(['4990.00', '4980.00', '4970.00']);
  });

  it('start from the price cap in a fresh hall, and take a percent step at the start, rounded up to a cent', () => {
    const percent = { ...settings, minStep: '0.001', minStepKind: 'percent' as const };
    expect(planAmounts({ winbidRule: 1, best: null, settings: percent }, 10)).toEqual({
      start: '1000000.00',
      step: '10.00',
    });
    expect(planAmounts({ winbidRule: 1, best: '333.33', settings: percent }, 10).step).toBe('0.01');
  });

  it('use a cent when the project has no step', () => {
    expect(planAmounts({ winbidRule: 1, best: '100.00', settings: { ...settings, minStep: '0' } }, 10).step).toBe(
      '0.01',
    );
  });

  it('refuse a hall they cannot serve', () => {
    expect(() => planAmounts({ winbidRule: 2, best: null, settings }, 10)).toThrow(/descending/);
    expect(() => planAmounts({ winbidRule: 1, best: null, settings: { ...settings, priceCap: null } }, 10)).toThrow(
      /price cap/,
    );
    expect(() => planAmounts({ winbidRule: 1, best: '100.00', settings }, 10)).toThrow(/reach zero/);
  });
});

describe('whether a hall can take a run', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  const hall = (
    window: Partial<QuotableHall['window']>,
    state: QuotableHall['project']['state'] = 5,
  ): QuotableHall => ({
    projectId: 7,
    project: { state, winbidRule: 1, disclosure: 3, sealed: false, opened: false, maxQuotes: null },
    window: {
      applyToTime: now - 60_000,
      uppriceFromTime: now - 60_000,
      uppriceToTime: now + 600_000,
      paused: false,
      extensions: 0,
      extendedSeconds: 0,
      version: 1,
      ...window,
    },
  });

  it('needs the window open over the whole run', () => {
    expect(windowProblem(hall({}), now, now + 300_000)).toBeNull();
    expect(windowProblem(hall({}), now, now + 900_000)).toMatch(/closes its window/);
    expect(windowProblem(hall({ uppriceFromTime: now + 10_000 }), now, now + 60_000)).toMatch(/opens its window/);
    expect(windowProblem(hall({ paused: true }), now, now + 60_000)).toMatch(/paused/);
    expect(windowProblem(hall({}, 6), now, now + 60_000)).toMatch(/state 6/);
  });
});

describe('the summary', () => {
  const data: SummaryData = {
    state: { testRunDurationMs: 75_400 },
    metrics: {
      quotes_accepted: {
        type: 'counter',
        contains: 'default',
        values: { count: 0, rate: 0 },
        thresholds: { 'count>0': { ok: false } },
      },
      'http_req_duration{kind:read}': {
        type: 'trend',
        contains: 'time',
        values: { avg: 12.345, 'p(95)': 20 },
        thresholds: { 'p(95)<500': { ok: true } },
      },
      http_reqs: { type: 'counter', contains: 'default', values: { count: 40, rate: 0.5 } },
    },
  };

  it('keeps a JSON and a text file, and prints the text', () => {
    const files = summaryFiles(
      data,
      { script: 'quote-storm', config: { watchers: 200 } },
      { SUMMARY_DIR: '/reports/' },
      new Date('2026-11-25T12:00:00Z'),
    );
    expect(Object.keys(files).sort()).toEqual([
      '/reports/quote-storm-2026-11-25T12-00-00-000Z.json',
      '/reports/quote-storm-2026-11-25T12-00-00-000Z.txt',
      'stdout',
    ]);
    const json = JSON.parse(files['/reports/quote-storm-2026-11-25T12-00-00-000Z.json']!);
    expect(json).toMatchObject({ script: 'quote-storm', passed: false, durationMs: 75_400, config: { watchers: 200 } });
    expect(json.thresholds).toEqual([
      { metric: 'http_req_duration{kind:read}', threshold: 'p(95)<500', ok: true, value: 20 },
      { metric: 'quotes_accepted', threshold: 'count>0', ok: false, value: 0 },
    ]);
    const text = files.stdout!;
    expect(text).toContain('bidhall k6 quote-storm: FAILED (1 of 2 thresholds)');
    expect(text).toContain('FAIL quotes_accepted count>0 (0)');
    expect(text).toMatch(/figures by tag:\n {2}http_req_duration\{kind:read\}: avg=12.35ms p\(95\)=20ms/);
  });
});
