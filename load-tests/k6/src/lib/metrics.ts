import { Counter, Rate, Trend } from 'k6/metrics';
import { CUSTOM_METRICS } from '../plans/metric-names.ts';

type Metric = { add(value: number | boolean, tags?: Record<string, string>): void };
type Metrics = Record<keyof typeof CUSTOM_METRICS, Metric>;

function make(name: string, type: string): Metric {
  if (type === 'rate') return new Rate(name);
  if (type === 'trend') return new Trend(name, true);
  return new Counter(name);
}

/** The scripts' metrics, made in the init context from lib/metric-names.ts (trends are times). */
export const metrics = {} as Metrics;
for (const name of Object.keys(CUSTOM_METRICS) as Array<keyof Metrics>)
  metrics[name] = make(name, CUSTOM_METRICS[name]);
