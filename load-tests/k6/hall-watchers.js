/* global __ENV, __VU -- k6 runtime globals, typed by @types/k6 */
import { intEnv, loadFixture, signInWatchers } from './lib/api.js';
import { holdHall } from './lib/hall.js';

/**
 * WATCHERS sockets (agency and purchaser, the audiences that see every event) hold the
 * fixture project's hall for SECONDS and measure publish-to-receipt latency and seq gaps.
 * Quotes come from elsewhere (quote-storm.js, the Node harness, people).
 *   k6 run -e BASE_URL=... -e WATCHERS=2000 -e SECONDS=60 load-tests/k6/hall-watchers.js
 */
const fixture = loadFixture();
const WATCHERS = intEnv(__ENV.WATCHERS, 100);
const SECONDS = intEnv(__ENV.SECONDS, 60);

export const options = {
  scenarios: {
    watchers: { executor: 'per-vu-iterations', vus: WATCHERS, iterations: 1, maxDuration: `${SECONDS + 60}s` },
  },
  thresholds: {
    seq_gaps: ['count==0'],
    socket_connect_errors: ['count==0'],
    fanout_latency: [`p(99)<${intEnv(__ENV.FANOUT_P99_MS, 1000)}`],
  },
};

export function setup() {
  return signInWatchers(fixture);
}

/** @param {{agency: string, purchaser: string}} tokens */
export default function (tokens) {
  holdHall(__VU % 2 === 0 ? tokens.agency : tokens.purchaser, fixture.projectId, SECONDS * 1000);
}
