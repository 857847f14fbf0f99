import { PROFILES } from './plans/hall.ts';
import { hallScript } from './lib/hall-script.ts';

/**
 * The storm's mix for SECONDS (default half an hour): quotes ramp up with the watchers and hold
 * at QUOTE_RATE, to show what drifts over time (memory, latency, the outbox).
 *   k6 run -e BASE_URL=... -e WS_URL=... -e FIXTURE=$PWD/fixture.json load-tests/k6/dist/soak.js
 */
export const { options, setup, watch, quote, handleSummary } = hallScript(PROFILES['soak']);
