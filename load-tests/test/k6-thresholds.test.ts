import { describe, expect, it } from 'vitest';
import { PROFILES, hallConfig, hallOptions, hallThresholds } from '../k6/src/plans/hall.ts';
import { CUSTOM_METRICS, metricType, type MetricType } from '../k6/src/plans/metric-names.ts';
import { restSmokeConfig, restSmokeOptions, restSmokeThresholds } from '../k6/src/plans/rest-smoke.ts';
import { expressionOf, holds, parseThreshold, type ThresholdTable } from '../k6/src/plans/thresholds.ts';

/**
 * Each script's threshold table evaluated as k6 evaluates it at the end of a run: a metric
 * with no samples still reports its values (count 0, rate 0, a Trend all 0), so a run that did
 * no work must break a threshold, not pass for want of data.
 */
type Values = Record<string, number>;
const TREND_STATS = ['avg', 'min', 'med', 'max', 'p(90)', 'p(95)', 'p(99)'];

function empty(type: MetricType): Values {
  if (type === 'counter') return { count: 0, rate: 0 };
  if (type === 'rate') return { rate: 0 };
  return Object.fromEntries(TREND_STATS.map((s) => [s, 0]));
}

/** The thresholds that fail for the given values per metric (missing ones are empty). */
function failing(table: ThresholdTable, values: Record<string, Values>): string[] {
  const failed: string[] = [];
  for (const [metric, thresholds] of Object.entries(table)) {
    const type = metricType(metric);
    if (!type) throw new Error(`unknown metric ${metric}`);
    for (const t of thresholds)
      if (!holds(t, values[metric] ?? empty(type))) failed.push(`${metric} ${expressionOf(t)}`);
  }
  return failed;
}

const trend = (ms: number): Values => Object.fromEntries(TREND_STATS.map((s) => [s, ms]));

/** A hall run that worked: everyone connected and joined, quotes accepted and fanned out. */
function healthyHall(accepted: number): Record<string, Values> {
  return {
    socket_handshakes: { rate: 1 },
    hall_joins: { rate: 1 },
    seq_gaps: { count: 0, rate: 0 },
    fanout_samples: { count: accepted * 100, rate: 10 },
    fanout_latency: trend(40),
    quotes_accepted: { count: accepted, rate: 1 },
    quote_acceptance: { rate: 1 },
    quote_latency: trend(30),
    'http_req_duration{kind:sign-in}': trend(800),
    'http_req_duration{kind:read}': trend(20),
    'http_req_duration{name:Quote/Submit}': trend(30),
  };
}

describe.each(Object.values(PROFILES))('the $script thresholds', (profile) => {
  const config = hallConfig({}, profile);
  const table = hallThresholds(config);

  it('fail a run that did no work', () => {
    expect(failing(table, {})).toEqual(
      expect.arrayContaining([
        'socket_handshakes rate>=0.99',
        'hall_joins rate>=0.99',
        'fanout_samples count>0',
        'quotes_accepted count>0',
        'quote_acceptance rate>=0.95',
      ]),
    );
  });

  it('pass a run that did its work', () => {
    expect(failing(table, healthyHall(config.expectedQuotes))).toEqual([]);
  });

  it('fail a run whose quotes were all refused, and stop it when the window is closed', () => {
    const refused = config.expectedQuotes;
    const run = { ...healthyHall(0), quotes_accepted: { count: 0, rate: 0 }, quote_acceptance: { rate: 0 } };
    for (const reason of ['step-too-small', 'window-closed']) {
      const metric = `quotes_refused{reason:${reason}}`;
      expect(failing(table, { ...run, [metric]: { count: refused, rate: 1 } })).toEqual(
        expect.arrayContaining([
          'quotes_accepted count>0',
          'quote_acceptance rate>=0.95',
          `${metric} count<=${config.refusalsMax}`,
        ]),
      );
    }
    expect(table['quotes_refused{reason:window-closed}']).toEqual([expect.objectContaining({ abortOnFail: true })]);
  });

  it('fail, and stop, a run whose sockets reach no Socket.IO server', () => {
    const run = {
      ...healthyHall(config.expectedQuotes),
      socket_handshakes: { rate: 0 },
      hall_joins: { rate: 0 },
      fanout_samples: { count: 0, rate: 0 },
    };
    expect(failing(table, run)).toEqual([
      'socket_handshakes rate>=0.99',
      'hall_joins rate>=0.99',
      'fanout_samples count>0',
    ]);
    expect(table.socket_handshakes).toEqual([expect.objectContaining({ abortOnFail: true })]);
  });

  it('judge sign-in apart from reads, and take their bounds from the environment', () => {
    const c = hallConfig(
      { SIGNIN_P95_MS: '4000', READ_P95_MS: '300', ACCEPTED_RATIO: '0.5', REFUSALS_MAX: '7' },
      profile,
    );
    const t = hallThresholds(c);
    expect(t['http_req_duration{kind:sign-in}']).toEqual(['p(95)<4000']);
    expect(t['http_req_duration{kind:read}']).toEqual(['p(95)<300']);
    expect(t.quote_acceptance).toEqual([expect.objectContaining({ threshold: 'rate>=0.5' })]);
    expect(t['quotes_refused{reason:step-too-small}']).toEqual(['count<=7']);
  });
});

describe('the hall scenarios', () => {
  it('ramp the watchers with ramping-vus and send quotes at an arrival rate', () => {
    const storm = hallOptions(
      hallConfig({ WATCHERS: '300', QUOTE_RATE: '40', SECONDS: '90', RAMP_SECONDS: '20' }, PROFILES['quote-storm']),
    );
    expect(storm.scenarios.watchers).toMatchObject({
      executor: 'ramping-vus',
      stages: [{ duration: '20s', target: 300 }, { target: 300 }],
    });
    expect(storm.scenarios.quotes).toMatchObject({
      executor: 'constant-arrival-rate',
      rate: 40,
      timeUnit: '1s',
      duration: '90s',
      startTime: '20s',
    });
    const soak = hallOptions(hallConfig({}, PROFILES.soak));
    expect(soak.scenarios.quotes).toMatchObject({
      executor: 'ramping-arrival-rate',
      stages: [{ target: 5 }, { duration: '1800s', target: 5 }],
    });
  });

  it('refuse a variable that is not a number', () => {
    expect(() => hallConfig({ WATCHERS: 'many' }, PROFILES['quote-storm'])).toThrow(/WATCHERS/);
  });
});

describe('the rest-smoke thresholds', () => {
  const config = restSmokeConfig({});
  const table = restSmokeThresholds(config);

  it('fail a run that did no work', () => {
    expect(failing(table, {})).toEqual(['checks rate>=0.99']);
  });

  it('fail a run whose reads fail, and pass one whose reads answer', () => {
    const reads = Object.fromEntries(
      Object.keys(table)
        .filter((k) => k.startsWith('http_req_duration'))
        .map((k) => [k, trend(k.includes('sign-in') ? 900 : 25)]),
    );
    expect(failing(table, { ...reads, checks: { rate: 1 }, http_req_failed: { rate: 0 } })).toEqual([]);
    expect(failing(table, { ...reads, checks: { rate: 0.5 }, http_req_failed: { rate: 0.5 } })).toEqual([
      'checks rate>=0.99',
      'http_req_failed rate<0.01',
    ]);
  });

  it('bound each read endpoint by tag, sign-in apart', () => {
    expect(table['http_req_duration{name:Sproject/GetPaged}']).toEqual(['p(95)<500']);
    expect(table['http_req_duration{kind:sign-in}']).toEqual(['p(95)<3000']);
    expect(restSmokeOptions(config).scenarios.reads).toMatchObject({ executor: 'ramping-vus' });
  });
});

describe('the threshold evaluator', () => {
  it("reads k6's syntax", () => {
    expect(parseThreshold('p(99.9) < 500')).toEqual({ aggregation: 'p(99.9)', operator: '<', bound: 500 });
    expect(holds('count==0', { count: 0 })).toBe(true);
    expect(holds('rate>=0.95', { rate: 0.94 })).toBe(false);
    expect(() => parseThreshold('p99 < 5')).toThrow(/not a k6 threshold/);
  });

  it('knows the type of every metric a table names', () => {
    for (const metric of Object.keys(CUSTOM_METRICS)) expect(metricType(`${metric}{tag:x}`)).toBeDefined();
    expect(metricType('no_such_metric')).toBeUndefined();
  });
});
