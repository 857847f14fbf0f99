/**
 * The harness's metrics, named and printed like k6's (a Trend's percentiles, a Counter's
 * total and its split by tag), so a k6 summary and a harness summary read the same.
 */
class Trend {
  private readonly values: number[] = [];
  add(value: number) {
    this.values.push(value);
  }
  get count() {
    return this.values.length;
  }
  percentile(p: number): number {
    if (this.values.length === 0) return 0;
    const sorted = [...this.values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  }
  summary() {
    const avg = this.values.reduce((s, v) => s + v, 0) / (this.values.length || 1);
    return `avg=${ms(avg)} p(50)=${ms(this.percentile(50))} p(95)=${ms(this.percentile(95))} p(99)=${ms(this.percentile(99))} max=${ms(this.percentile(100))} n=${this.count}`;
  }
}

class Counter {
  total = 0;
  readonly byTag = new Map<string, number>();
  add(n = 1, tag?: string) {
    this.total += n;
    if (tag !== undefined) this.byTag.set(tag, (this.byTag.get(tag) ?? 0) + n);
  }
  summary() {
    const tags = [...this.byTag].map(([k, v]) => `${k}=${v}`).join(' ');
    return `${this.total}${tags ? ` (${tags})` : ''}`;
  }
}

export type Threshold = { metric: string; text: string; ok: (r: Recorder) => boolean };

export class Recorder {
  readonly quoteLatency = new Trend();
  readonly fanoutLatency = new Trend();
  readonly seqGaps = new Counter();
  readonly seqGapsUnrepaired = new Counter();
  readonly ownQuotesLost = new Counter();
  readonly quotesAccepted = new Counter();
  readonly quotesRejected = new Counter();
  readonly quoteRetries = new Counter();
  readonly hallJoins = new Counter();
  readonly reconnects = new Counter();
  readonly streamEvents = new Counter();
  readonly connectErrors = new Counter();
  /** ProjectEvent/GetSince calls the hall clients made (gap repairs and own-quote checks). */
  readonly sinceCalls = new Counter();
  readonly restChecks = new Counter();
  readonly restFailures = new Counter();
  readonly restLatency = new Trend();

  /** The k6 scripts' thresholds, with the same limits. */
  static thresholds(limits: { quoteP99Ms: number; fanoutP99Ms: number }): Threshold[] {
    return [
      { metric: 'seq_gaps_unrepaired', text: 'count==0', ok: (r) => r.seqGapsUnrepaired.total === 0 },
      { metric: 'own_quotes_lost', text: 'count==0', ok: (r) => r.ownQuotesLost.total === 0 },
      { metric: 'rest_failures', text: 'count==0', ok: (r) => r.restFailures.total === 0 },
      {
        metric: 'quote_latency',
        text: `p(99)<${limits.quoteP99Ms}`,
        ok: (r) => r.quoteLatency.percentile(99) < limits.quoteP99Ms,
      },
      {
        metric: 'fanout_latency',
        text: `p(99)<${limits.fanoutP99Ms}`,
        ok: (r) => r.fanoutLatency.percentile(99) < limits.fanoutP99Ms,
      },
    ];
  }

  /** The summary lines, k6 style; the thresholds that failed are marked ✗. */
  report(thresholds: Threshold[]): { lines: string[]; passed: boolean } {
    const rows: Array<[string, Trend | Counter]> = [
      ['quote_latency', this.quoteLatency],
      ['fanout_latency', this.fanoutLatency],
      ['rest_latency', this.restLatency],
      ['quotes_accepted', this.quotesAccepted],
      ['quotes_rejected', this.quotesRejected],
      ['quote_retries', this.quoteRetries],
      ['own_quotes_lost', this.ownQuotesLost],
      ['seq_gaps', this.seqGaps],
      ['seq_gaps_unrepaired', this.seqGapsUnrepaired],
      ['hall_joins', this.hallJoins],
      ['reconnects', this.reconnects],
      ['stream_events', this.streamEvents],
      ['socket_connect_errors', this.connectErrors],
      ['since_calls', this.sinceCalls],
      ['rest_checks', this.restChecks],
      ['rest_failures', this.restFailures],
    ];
    let passed = true;
    const lines = rows
      .filter(([, m]) => (m instanceof Trend ? m.count > 0 : true))
      .map(([name, m]) => {
        const own = thresholds.filter((t) => t.metric === name);
        const ok = own.every((t) => t.ok(this));
        if (!ok) passed = false;
        const mark = own.length === 0 ? ' ' : ok ? '✓' : '✗';
        const limit = own.length ? `  { ${own.map((t) => t.text).join(', ')} }` : '';
        return `${mark} ${name.padEnd(22, '.')}: ${m.summary()}${limit}`;
      });
    return { lines, passed };
  }
}

function ms(v: number) {
  return `${v.toFixed(1)}ms`;
}
