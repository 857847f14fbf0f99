import { sleep } from 'k6';
import exec from 'k6/execution';
import { ECHO_GRACE_SECONDS, HTTP_ERROR_REASON, hallConfig, hallOptions, type HallProfile } from '../plans/hall.ts';
import { quoteAmount } from '../plans/quote-amounts.ts';
import { appPost, resultOf } from './api.ts';
import { baseUrl, wsUrl } from '../plans/env.ts';
import { loadFixture } from './fixture.ts';
import { setUpHallRun, type HallRun } from './hall-setup.ts';
import { holdHall } from './hall.ts';
import { metrics } from './metrics.ts';
import { summaryFiles, type SummaryData } from '../plans/summary.ts';

const QUOTE_TIMEOUT_MS = 5000;

/** The k6 entry points of a hall scenario in `profile` (quote-storm.ts and its siblings export them). */
export function hallScript(profile: HallProfile) {
  const config = hallConfig(__ENV, profile);
  const fixture = loadFixture(__ENV);
  const base = baseUrl(__ENV);
  const wsRoot = wsUrl(__ENV);

  return {
    options: hallOptions(config),

    setup: (): HallRun => setUpHallRun(base, fixture, config),

    /** One watcher: agency and purchaser alternate; each holds the hall until the scenario ends, reconnecting if dropped. */
    watch(run: HallRun) {
      const left = exec.scenario.startTime + config.watchSeconds * 1000 - Date.now();
      if (left < 1000) return sleep(Math.max(0, left) / 1000);
      const started = Date.now();
      holdHall(wsRoot, exec.vu.idInTest % 2 === 0 ? run.agency : run.purchaser, fixture.projectId, left);
      // A socket refused or dropped at once is tried again, but not in a tight loop.
      if (Date.now() - started < 1000) sleep(1);
    },

    /** One quote per iteration: the arrival rate, not the answer time, sets the pace. */
    quote(run: HallRun) {
      const n = exec.scenario.iterationInTest;
      const token = run.suppliers[n % run.suppliers.length] as string;
      const body = {
        projectId: fixture.projectId,
        amount: quoteAmount(run.amounts, n),
        clientQuoteId: `k6-${run.runId}-${n}`,
      };
      let res = appPost(base, token, 'Quote/Submit', body, QUOTE_TIMEOUT_MS);
      if (res.status === 0 || res.status >= 502) {
        // The same clientQuoteId: the api accepts it at most once.
        metrics.quote_retries.add(1);
        res = appPost(base, token, 'Quote/Submit', body, QUOTE_TIMEOUT_MS);
      }
      metrics.quote_latency.add(res.timings.duration);
      const result = resultOf(res);
      const accepted = Boolean(result && result.accepted);
      metrics.quote_acceptance.add(accepted);
      if (accepted) metrics.quotes_accepted.add(1);
      else metrics.quotes_refused.add(1, { reason: result ? String(result.reason) : HTTP_ERROR_REASON });
    },

    handleSummary: (data: SummaryData) =>
      summaryFiles(
        data,
        {
          script: profile.script,
          config: {
            ...config,
            echoGraceSeconds: ECHO_GRACE_SECONDS,
            baseUrl: base,
            wsUrl: wsRoot,
            projectId: fixture.projectId,
          },
        },
        __ENV,
      ),
  };
}
