import { PROFILES } from './plans/hall.ts';
import { hallScript } from './lib/hall-script.ts';

/**
 * Suppliers quote at QUOTE_RATE a second (an arrival rate: slow answers do not slow it) while
 * WATCHERS sockets watch the hall.
 *   k6 run -e BASE_URL=... -e WS_URL=... -e FIXTURE=$PWD/fixture.json load-tests/k6/dist/quote-storm.js
 */
export const { options, setup, watch, quote, handleSummary } = hallScript(PROFILES['quote-storm']);
