import type { Recorder } from '../harness/recorder.ts';
import type { FaultResult } from './faults.ts';
import type { Check } from './reconcile.ts';

export type DrillReport = {
  command: string;
  startedAt: Date;
  sizes: string;
  faults: FaultResult[];
  checks: Check[];
  metrics: string[];
  recoveryLimitMs: number;
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const faultOk = (f: FaultResult, limitMs: number) => f.repaired && f.recoveredMs !== null && f.recoveredMs <= limitMs;

/** The drill report as Markdown; `passed` is the verdict the exit code carries. */
export function renderReport(r: DrillReport): { text: string; passed: boolean } {
  const faultsOk = r.faults.every((f) => faultOk(f, r.recoveryLimitMs));
  const checksOk = r.checks.every((c) => c.ok);
  const lines = [
    `# Fault drill, ${r.startedAt.toISOString()}`,
    '',
    `\`${r.command}\` — ${r.sizes}`,
    '',
    '| fault | down | clients back and caught up | |',
    '|---|---|---|---|',
    ...r.faults.map((f) => {
      const back =
        f.recoveredMs === null
          ? `not within ${seconds(r.recoveryLimitMs)}`
          : `${seconds(f.recoveredMs)} after the ${f.measuredFrom}`;
      const ok = faultOk(f, r.recoveryLimitMs);
      return `| ${f.name}${f.note ? ` (${f.note})` : ''} | ${seconds(f.downMs)} | ${back} | ${ok ? 'ok' : 'FAILED'} |`;
    }),
    ...r.faults.flatMap((f) =>
      f.details?.length ? ['', `Where the time went: ${f.name}`, '', ...f.details.map((d) => `- ${d}`)] : [],
    ),
    '',
    '| reconciliation | result | |',
    '|---|---|---|',
    ...r.checks.map((c) => `| ${c.name} | ${c.detail} | ${c.ok ? 'ok' : 'FAILED'} |`),
    '',
    '```',
    ...r.metrics,
    '```',
    '',
    faultsOk && checksOk
      ? `Nothing lost, nothing duplicated, every client back within ${seconds(r.recoveryLimitMs)} of each fault.`
      : 'THE DRILL FAILED — fell short:',
    ...shortfalls(r).map((s) => `- ${s}`),
  ];
  return { text: `${lines.join('\n')}\n`, passed: faultsOk && checksOk };
}

export function metricLines(recorder: Recorder): string[] {
  return recorder.report([]).lines;
}

/** What fell short, one line each: the verdict says what, not only that. */
function shortfalls(r: DrillReport): string[] {
  return [
    ...r.faults
      .filter((f) => !faultOk(f, r.recoveryLimitMs))
      .map(
        (f) =>
          `${f.name}: ${f.repaired ? '' : 'not repaired; '}clients ${f.recoveredMs === null ? 'never back' : `back after ${seconds(f.recoveredMs)}`}, target within ${seconds(r.recoveryLimitMs)}`,
      ),
    ...r.checks.filter((c) => !c.ok).map((c) => `${c.name}: ${c.detail}`),
  ];
}
