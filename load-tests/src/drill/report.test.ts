import { describe, expect, it } from 'vitest';
import { renderReport, type DrillReport } from './report.ts';

const base: DrillReport = {
  command: 'npm run drill',
  startedAt: new Date(0),
  sizes: '2 suppliers',
  faults: [{ name: 'api killed', downMs: 2000, recoveredMs: 3000, measuredFrom: 'fault', repaired: true }],
  checks: [{ name: 'every accepted quote once in the database', ok: true, detail: '10 of 10' }],
  metrics: [],
  recoveryLimitMs: 10_000,
};

describe('the drill verdict', () => {
  it('passes when every client is back in time and every check holds', () => {
    const report = renderReport(base);
    expect(report.passed).toBe(true);
    expect(report.text).toContain('every client back within 10.0 s');
  });

  it('fails, naming what fell short, when a recovery misses its limit or a check fails', () => {
    const report = renderReport({
      ...base,
      faults: [
        ...base.faults,
        { name: 'Redis down 10 s', downMs: 10_000, recoveredMs: 14_000, measuredFrom: 'repair', repaired: true },
        { name: 'gateway killed', downMs: 1000, recoveredMs: null, measuredFrom: 'fault', repaired: true },
      ],
      checks: [{ name: 'every accepted quote once in the database', ok: false, detail: '9 of 10' }],
    });
    expect(report.passed).toBe(false);
    expect(report.text).toContain('- Redis down 10 s: clients back after 14.0 s, target within 10.0 s');
    expect(report.text).toContain('- gateway killed: clients never back');
    expect(report.text).toContain('- every accepted quote once in the database: 9 of 10');
  });

  it('lists where the time went under each fault that has details', () => {
    const report = renderReport({
      ...base,
      faults: [{ ...base.faults[0]!, details: ['1 s: 3 away, 0 behind [cpu api-2 97%]', '3 re-joined'] }],
    });
    expect(report.text).toContain(
      'Where the time went: api killed\n\n- 1 s: 3 away, 0 behind [cpu api-2 97%]\n- 3 re-joined\n',
    );
    expect(renderReport(base).text).not.toContain('Where the time went');
  });

  it('fails a fault whose repair failed, even when the clients moved to the twin in time', () => {
    const report = renderReport({
      ...base,
      faults: [
        {
          name: 'gateway killed',
          downMs: 120_000,
          recoveredMs: 4000,
          measuredFrom: 'fault',
          repaired: false,
          note: 'repair failed: not healthy after 120000 ms',
        },
      ],
    });
    expect(report.passed).toBe(false);
    expect(report.text).toContain('- gateway killed: not repaired; clients back after 4.0 s');
  });
});
