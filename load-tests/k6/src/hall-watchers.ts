import { PROFILES } from './plans/hall.ts';
import { hallScript } from './lib/hall-script.ts';

/**
 * WATCHERS agency and purchaser sockets ramp in and hold the fixture project's hall while a
 * trickle of quotes (QUOTE_RATE a second) gives them something to fan out.
 *   k6 run -e BASE_URL=... -e WS_URL=... -e FIXTURE=$PWD/fixture.json load-tests/k6/dist/hall-watchers.js
 */
export const { options, setup, watch, quote, handleSummary } = hallScript(PROFILES['hall-watchers']);
