import { strEnv, type Env } from './env.ts';
import { parseThreshold } from './thresholds.ts';

/** The parts of k6's handleSummary data the summary reads. */
type SummaryMetric = {
  type: string;
  contains?: string;
  values: Record<string, number>;
  thresholds?: Record<string, { ok: boolean }>;
};
export type SummaryData = { metrics: Record<string, SummaryMetric>; state?: { testRunDurationMs?: number } };

export type SummaryMeta = { script: string; config: Record<string, unknown> };

type ThresholdOutcome = { metric: string; threshold: string; ok: boolean; value: number | null };

function thresholdOutcomes(data: SummaryData): ThresholdOutcome[] {
  const out: ThresholdOutcome[] = [];
  for (const metric of Object.keys(data.metrics).sort()) {
    const m = data.metrics[metric] as SummaryMetric;
    for (const threshold of Object.keys(m.thresholds || {})) {
      const value = m.values[parseThreshold(threshold).aggregation];
      out.push({
        metric,
        threshold,
        ok: Boolean((m.thresholds || {})[threshold]?.ok),
        value: value === undefined ? null : value,
      });
    }
  }
  return out;
}

function figure(value: number, contains?: string): string {
  const rounded = Math.round(value * 100) / 100;
  return contains === 'time' ? `${rounded}ms` : String(rounded);
}

function figures(m: SummaryMetric): string {
  return Object.keys(m.values)
    .map((k) => `${k}=${figure(m.values[k] as number, k === 'count' || k === 'rate' ? undefined : m.contains)}`)
    .join(' ');
}

/** The text summary: what ran, every threshold with its value, per-tag figures, the rest. */
function summaryText(data: SummaryData, meta: SummaryMeta, finishedAt: string): string {
  const outcomes = thresholdOutcomes(data);
  const failed = outcomes.filter((o) => !o.ok);
  const seconds = Math.round((data.state?.testRunDurationMs ?? 0) / 100) / 10;
  const lines = [
    `bidhall k6 ${meta.script}: ${failed.length === 0 ? 'PASSED' : `FAILED (${failed.length} of ${outcomes.length} thresholds)`}`,
    `finished ${finishedAt}, ran ${seconds} s`,
    `config: ${Object.keys(meta.config)
      .map((k) => `${k}=${String(meta.config[k])}`)
      .join(' ')}`,
    '',
    'thresholds:',
    ...outcomes.map(
      (o) =>
        `  ${o.ok ? 'ok  ' : 'FAIL'} ${o.metric} ${o.threshold} (${o.value === null ? 'no value' : figure(o.value)})`,
    ),
    '',
    'figures by tag:',
  ];
  const names = Object.keys(data.metrics).sort();
  for (const name of names.filter((n) => n.indexOf('{') >= 0))
    lines.push(`  ${name}: ${figures(data.metrics[name] as SummaryMetric)}`);
  lines.push('', 'metrics:');
  for (const name of names.filter((n) => n.indexOf('{') < 0))
    lines.push(`  ${name}: ${figures(data.metrics[name] as SummaryMetric)}`);
  return `${lines.join('\n')}\n`;
}

/**
 * handleSummary's answer: the text on stdout, and the JSON and the text kept in SUMMARY_DIR
 * (default: the working directory) as `<script>-<time>.json|txt`.
 */
export function summaryFiles(
  data: SummaryData,
  meta: SummaryMeta,
  env: Env,
  now: Date = new Date(),
): Record<string, string> {
  const finishedAt = now.toISOString();
  const stem = `${strEnv(env, 'SUMMARY_DIR', '.').replace(/\/+$/, '')}/${meta.script}-${finishedAt.replace(/[:.]/g, '-')}`;
  const text = summaryText(data, meta, finishedAt);
  const outcomes = thresholdOutcomes(data);
  const json = {
    script: meta.script,
    finishedAt,
    durationMs: data.state?.testRunDurationMs ?? null,
    passed: outcomes.every((o) => o.ok),
    config: meta.config,
    thresholds: outcomes,
    metrics: data.metrics,
  };
  return { stdout: text, [`${stem}.json`]: `${JSON.stringify(json, null, 2)}\n`, [`${stem}.txt`]: text };
}
