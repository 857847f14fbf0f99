/* global __ENV, __VU -- k6 runtime globals, typed by @types/k6 */
import { sleep } from 'k6';
import crypto from 'k6/crypto';
import { Counter, Trend } from 'k6/metrics';
import { ROLES, appPost, intEnv, loadFixture, resultOf, signIn, signInWatchers } from './lib/api.js';
import { holdHall } from './lib/hall.js';

/**
 * SUPPLIERS sign in, join the hall and quote through REST (each quote with its own
 * clientQuoteId, retried once with the same id) while WATCHERS watch. Every accepted quote
 * must come back to its supplier over the socket.
 *   k6 run -e BASE_URL=... -e SUPPLIERS=200 -e WATCHERS=2000 -e SECONDS=60 load-tests/k6/quote-storm.js
 */
const fixture = loadFixture();
const SUPPLIERS = Math.min(intEnv(__ENV.SUPPLIERS, 50), fixture.suppliers.length);
const WATCHERS = intEnv(__ENV.WATCHERS, 200);
const SECONDS = intEnv(__ENV.SECONDS, 60);
const QUOTE_INTERVAL_MS = intEnv(__ENV.QUOTE_INTERVAL_MS, 1000);
/** Quoting stops this long before the socket closes, so the last echoes can arrive. */
const ECHO_GRACE_MS = intEnv(__ENV.ECHO_GRACE_MS, 5000);
const START_AMOUNT = intEnv(__ENV.START_AMOUNT, 1000000);

const quoteLatency = new Trend('quote_latency', true);
const quotesAccepted = new Counter('quotes_accepted');
const quotesRejected = new Counter('quotes_rejected');
const quoteRetries = new Counter('quote_retries');
const ownQuotesLost = new Counter('own_quotes_lost');

export const options = {
  scenarios: {
    storm: { executor: 'per-vu-iterations', vus: SUPPLIERS + WATCHERS, iterations: 1, maxDuration: `${SECONDS + 120}s` },
  },
  thresholds: {
    seq_gaps: ['count==0'],
    own_quotes_lost: ['count==0'],
    socket_connect_errors: ['count==0'],
    quote_latency: [`p(99)<${intEnv(__ENV.QUOTE_P99_MS, 500)}`],
    fanout_latency: [`p(99)<${intEnv(__ENV.FANOUT_P99_MS, 1000)}`],
  },
};

export function setup() {
  return signInWatchers(fixture);
}

/** @param {{agency: string, purchaser: string}} tokens */
export default function (tokens) {
  const index = __VU - 1;
  // Thresholds on counters need a sample to report 0 instead of "no data".
  ownQuotesLost.add(0);
  const untilOpen = fixture.window.from - Date.now();
  if (untilOpen > 0) sleep(untilOpen / 1000);
  if (index < SUPPLIERS) supplier(index);
  else holdHall(index % 2 === 0 ? tokens.agency : tokens.purchaser, fixture.projectId, SECONDS * 1000);
}

/** @param {number} index */
function supplier(index) {
  const userName = fixture.suppliers[index];
  const token = userName ? signIn(userName, ROLES.supplier) : null;
  if (token === null) throw new Error(`supplier ${userName} could not sign in`);
  const runId = crypto.md5(`${__VU}-${Date.now()}-${Math.random()}`, 'hex').slice(0, 10);
  /** @type {Record<string, boolean>} seq → echoed over the socket yet */
  const accepted = {};
  /** @type {Record<string, boolean>} */
  const echoed = {};
  let count = 0;
  const quoteUntil = Date.now() + SECONDS * 1000 - ECHO_GRACE_MS;

  function quoteOnce() {
    if (Date.now() > quoteUntil) return;
    count += 1;
    // Each quote improves the own last one by 1.00; the cents keep suppliers apart.
    const amount = (START_AMOUNT - count - index / 100).toFixed(2);
    const body = { projectId: fixture.projectId, amount, clientQuoteId: `k6-${runId}-${index}-${count}` };
    let res = appPost(token, 'Quote/Submit', body, 5000);
    if (res.status === 0 || res.status >= 502) {
      quoteRetries.add(1);
      res = appPost(token, 'Quote/Submit', body, 5000);
    }
    quoteLatency.add(res.timings.duration);
    const result = resultOf(res);
    if (result && result.accepted) {
      quotesAccepted.add(1);
      accepted[String(result.seq)] = true;
    } else {
      quotesRejected.add(1, { reason: result ? String(result.reason) : `http-${res.status}` });
    }
  }

  holdHall(token, fixture.projectId, SECONDS * 1000, {
    onJoined(sio) {
      sio.setInterval(quoteOnce, QUOTE_INTERVAL_MS);
      sio.setTimeout(() => {
        const lost = Object.keys(accepted).filter((seq) => !echoed[seq]).length;
        ownQuotesLost.add(lost);
      }, SECONDS * 1000 - 500);
    },
    onQuote(message) {
      const own = message.view.kind === 'supplier' ? message.view.own : null;
      if (own && own.seq === message.seq) echoed[String(message.seq)] = true;
    },
  });
}
