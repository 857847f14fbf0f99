/**
 * k6 threshold tables as data: `options.thresholds` is built from these, and the unit tests
 * evaluate the same tables against a run that did no work.
 */
export type Threshold = string | { threshold: string; abortOnFail: boolean; delayAbortEval?: string };
export type ThresholdTable = Record<string, Threshold[]>;

/**
 * Fails and stops the run once it breaks, after `delay` of samples: used where going on
 * cannot give a meaningful result (nobody can connect, every quote is refused).
 */
export function abortingThreshold(threshold: string, delay: string): Threshold {
  return { threshold, abortOnFail: true, delayAbortEval: delay };
}

/** The metric name with a tag filter, as k6 writes a sub-metric: `name{tag:value}`. */
export function tagged(metric: string, tag: string, value: string): string {
  return `${metric}{${tag}:${value}}`;
}

/** k6's threshold syntax: `aggregation operator number`, e.g. `p(99)<500`, `count==0`. */
const EXPRESSION =
  /^\s*(count|rate|value|avg|min|max|med|p\(\d+(?:\.\d+)?\))\s*(<=|>=|===|==|!=|<|>)\s*(-?\d+(?:\.\d+)?)\s*$/;

export type ParsedThreshold = { aggregation: string; operator: string; bound: number };

export function parseThreshold(expression: string): ParsedThreshold {
  const m = EXPRESSION.exec(expression);
  if (!m) throw new Error(`not a k6 threshold: "${expression}"`);
  return { aggregation: m[1] as string, operator: m[2] as string, bound: Number(m[3]) };
}

export function expressionOf(threshold: Threshold): string {
  return typeof threshold === 'string' ? threshold : threshold.threshold;
}

/** Whether `threshold` holds for a metric's aggregated `values` (k6's summary `values`). */
export function holds(threshold: Threshold, values: Readonly<Record<string, number>>): boolean {
  const { aggregation, operator, bound } = parseThreshold(expressionOf(threshold));
  const v = values[aggregation];
  if (v === undefined) throw new Error(`no ${aggregation} among ${Object.keys(values).join(', ')}`);
  switch (operator) {
    case '<':
      return v < bound;
    case '<=':
      return v <= bound;
    case '>':
      return v > bound;
    case '>=':
      return v >= bound;
    case '!=':
      return v !== bound;
    default:
      return v === bound;
  }
}
