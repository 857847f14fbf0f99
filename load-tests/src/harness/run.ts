import { createApi } from '../fixture/client.ts';
import { createFixture } from '../fixture/fixture.ts';
import { Recorder } from './recorder.ts';
import { restSmoke } from './rest-smoke.ts';
import { startStorm } from './storm.ts';

export const SCENARIOS = ['rest-smoke', 'hall-watchers', 'quote-storm'] as const;
export type Scenario = (typeof SCENARIOS)[number];

export type RunOptions = {
  scenario: Scenario;
  apiUrls: string[];
  gatewayUrls: string[];
  suppliers: number;
  watchers: number;
  seconds: number;
  quoteIntervalMs: number;
  quoteP99Ms: number;
  fanoutP99Ms: number;
  log?: (line: string) => void;
};

/**
 * One scenario, as the k6 scripts run it: the fixture first (hall scenarios), then the load,
 * then the summary with the thresholds. hall-watchers has no k6 counterpart for quotes, so
 * a trickle of suppliers (one per 20 watchers, at least 2) quotes while the watchers watch.
 */
export async function runScenario(opts: RunOptions): Promise<{ lines: string[]; passed: boolean; recorder: Recorder }> {
  const log = opts.log ?? (() => {});
  const recorder = new Recorder();
  const thresholds = Recorder.thresholds({ quoteP99Ms: opts.quoteP99Ms, fanoutP99Ms: opts.fanoutP99Ms });
  if (opts.scenario === 'rest-smoke') {
    await restSmoke(opts.apiUrls[0]!, { vus: Math.max(1, opts.suppliers), seconds: opts.seconds, recorder });
    return { ...recorder.report(thresholds), recorder };
  }
  const quoting = opts.scenario === 'quote-storm' ? opts.suppliers : Math.max(2, Math.ceil(opts.watchers / 20));
  const { fixture, supplierTokens } = await createFixture(createApi(opts.apiUrls[0]!), {
    suppliers: quoting,
    windowSeconds: opts.seconds + 30,
    log,
  });
  const storm = await startStorm({ ...opts, fixture, supplierTokens, quoting, recorder });
  log(`${quoting} suppliers quoting, ${opts.watchers} watchers, for ${opts.seconds} s`);
  await new Promise((r) => setTimeout(r, opts.seconds * 1000));
  await storm.stopQuoting(3_000);
  storm.close();
  return { ...recorder.report(thresholds), recorder };
}
