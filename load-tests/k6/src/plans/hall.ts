import { QUOTE_REFUSALS, type QuoteRefusal } from '@bidhall/domain/quote-refusals';
import { numEnv, type Env } from './env.ts';
import { abortingThreshold, tagged, type ThresholdTable } from './thresholds.ts';

/**
 * The hall scenarios (hall-watchers, quote-storm, soak) are one plan with three profiles:
 * watchers ramp in with `ramping-vus` and hold the fixture project's hall, while suppliers
 * quote at an arrival rate that does not wait for answers.
 */
export type HallProfile = {
  script: 'hall-watchers' | 'quote-storm' | 'soak';
  watchers: number;
  seconds: number;
  rampSeconds: number;
  /** Quotes per second once ramped. */
  quoteRate: number;
  /** constant: the rate from the end of the watchers' ramp; ramping: up with the watchers. */
  quoteShape: 'constant' | 'ramping';
};

export const PROFILES: Readonly<Record<HallProfile['script'], HallProfile>> = {
  'hall-watchers': {
    script: 'hall-watchers',
    watchers: 2000,
    seconds: 60,
    rampSeconds: 30,
    quoteRate: 1,
    quoteShape: 'constant',
  },
  'quote-storm': {
    script: 'quote-storm',
    watchers: 200,
    seconds: 60,
    rampSeconds: 10,
    quoteRate: 20,
    quoteShape: 'constant',
  },
  soak: { script: 'soak', watchers: 200, seconds: 1800, rampSeconds: 60, quoteRate: 5, quoteShape: 'ramping' },
};

/** Watchers stay this long after the last quote is sent, so its fan-out can arrive. */
export const ECHO_GRACE_SECONDS = 5;

/**
 * Refusals that mean the run cannot do its work (the project is not quotable by these
 * suppliers, or not for this long): one past the bound stops the run.
 */
const HOPELESS: readonly QuoteRefusal[] = [
  'suspended',
  'not-published',
  'window-not-open',
  'window-closed',
  'not-signed-up',
  'sign-up-not-passed',
  'max-quotes-reached',
  'above-price-cap',
];

/** A failed Quote/Submit (network, 5xx) after its one retry, among quotes_refused reasons. */
export const HTTP_ERROR_REASON = 'http-error';

export type HallConfig = ReturnType<typeof hallConfig>;

export function hallConfig(env: Env, profile: HallProfile) {
  const watchers = numEnv(env, 'WATCHERS', profile.watchers);
  const seconds = numEnv(env, 'SECONDS', profile.seconds);
  const rampSeconds = numEnv(env, 'RAMP_SECONDS', profile.rampSeconds);
  const quoteRate = numEnv(env, 'QUOTE_RATE', profile.quoteRate);
  // A ramp from 0 sends half the rate over its length.
  const expectedQuotes = Math.ceil(
    quoteRate * seconds + (profile.quoteShape === 'ramping' ? (quoteRate * rampSeconds) / 2 : 0),
  );
  const quoteVus = numEnv(env, 'QUOTE_VUS', Math.ceil(quoteRate / 2) + 2);
  const onePercent = Math.ceil(expectedQuotes / 100);
  return {
    script: profile.script,
    quoteShape: profile.quoteShape,
    watchers,
    seconds,
    rampSeconds,
    quoteRate,
    expectedQuotes,
    suppliers: numEnv(env, 'SUPPLIERS', 50),
    quoteVus,
    quoteMaxVus: numEnv(env, 'QUOTE_MAX_VUS', quoteVus * 4),
    /** Seconds after the start when quoting begins and ends. */
    quotesFrom: profile.quoteShape === 'constant' ? rampSeconds : 0,
    quotesTo: rampSeconds + seconds,
    /** How long the watchers scenario lasts: each watcher holds its socket until then. */
    watchSeconds: rampSeconds + seconds + ECHO_GRACE_SECONDS,
    acceptedRatio: numEnv(env, 'ACCEPTED_RATIO', 0.95),
    refusalsMax: numEnv(env, 'REFUSALS_MAX', onePercent),
    droppedMax: numEnv(env, 'DROPPED_MAX', onePercent),
    handshakeRatio: numEnv(env, 'HANDSHAKE_OK_RATIO', 0.99),
    joinRatio: numEnv(env, 'JOIN_OK_RATIO', 0.99),
    quoteP99Ms: numEnv(env, 'QUOTE_P99_MS', 500),
    fanoutP99Ms: numEnv(env, 'FANOUT_P99_MS', 1000),
    signInP95Ms: numEnv(env, 'SIGNIN_P95_MS', 3000),
    readP95Ms: numEnv(env, 'READ_P95_MS', 500),
    signInParallel: numEnv(env, 'SIGNIN_PARALLEL', 8),
  };
}

/** What makes a hall run fail: no work done, work refused, sockets refused, or too slow. */
export function hallThresholds(c: HallConfig): ThresholdTable {
  const table: ThresholdTable = {
    socket_handshakes: [abortingThreshold(`rate>=${c.handshakeRatio}`, '10s')],
    hall_joins: [abortingThreshold(`rate>=${c.joinRatio}`, '10s')],
    seq_gaps: ['count==0'],
    fanout_samples: ['count>0'],
    fanout_latency: [`p(99)<${c.fanoutP99Ms}`],
    quotes_accepted: ['count>0'],
    quote_acceptance: [abortingThreshold(`rate>=${c.acceptedRatio}`, '20s')],
    quote_latency: [`p(99)<${c.quoteP99Ms}`],
    dropped_iterations: [`count<=${c.droppedMax}`],
    [tagged('http_req_duration', 'kind', 'sign-in')]: [`p(95)<${c.signInP95Ms}`],
    [tagged('http_req_duration', 'kind', 'read')]: [`p(95)<${c.readP95Ms}`],
    [tagged('http_req_duration', 'name', 'Quote/Submit')]: [`p(99)<${c.quoteP99Ms}`],
  };
  for (const reason of [...QUOTE_REFUSALS, HTTP_ERROR_REASON]) {
    const bound = `count<=${c.refusalsMax}`;
    table[tagged('quotes_refused', 'reason', reason)] = [
      (HOPELESS as readonly string[]).includes(reason) ? abortingThreshold(bound, '5s') : bound,
    ];
  }
  return table;
}

/** k6 options: the watchers' ramp (`ramping-vus`) and the quotes' arrival rate. */
export function hallOptions(c: HallConfig) {
  const quotes =
    c.quoteShape === 'constant'
      ? {
          executor: 'constant-arrival-rate',
          rate: c.quoteRate,
          timeUnit: '1s',
          duration: `${c.seconds}s`,
          startTime: `${c.quotesFrom}s`,
        }
      : {
          executor: 'ramping-arrival-rate',
          startRate: 0,
          timeUnit: '1s',
          stages: [
            { duration: `${c.rampSeconds}s`, target: c.quoteRate },
            { duration: `${c.seconds}s`, target: c.quoteRate },
          ],
        };
  return {
    scenarios: {
      watchers: {
        executor: 'ramping-vus',
        exec: 'watch',
        startVUs: 0,
        stages: [
          { duration: `${c.rampSeconds}s`, target: c.watchers },
          { duration: `${c.seconds + ECHO_GRACE_SECONDS}s`, target: c.watchers },
        ],
        gracefulRampDown: '5s',
        gracefulStop: '10s',
      },
      quotes: { ...quotes, exec: 'quote', preAllocatedVUs: c.quoteVus, maxVUs: c.quoteMaxVus, gracefulStop: '10s' },
    },
    thresholds: hallThresholds(c),
    setupTimeout: `${60 + Math.ceil(c.suppliers / 2)}s`,
    summaryTrendStats: ['avg', 'min', 'med', 'max', 'p(90)', 'p(95)', 'p(99)', 'count'],
  };
}
