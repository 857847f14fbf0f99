import { exitIfArgsOnly, readArgs } from '../cli-args.ts';
import { SCENARIOS, runScenario, type Scenario } from './run.ts';

/**
 * npm run load -- --scenario quote-storm --suppliers 200 --watchers 2000 --seconds 60
 *   [--base-url http://localhost:8080 | --api-urls a,b --gateway-urls c,d]
 *   [--quote-interval-ms 1000] [--quote-p99-ms 500] [--fanout-p99-ms 1000]
 * Exits 1 when a threshold fails, like k6.
 */
const args = readArgs(process.argv.slice(2), [
  'scenario',
  'base-url',
  'api-urls',
  'gateway-urls',
  'suppliers',
  'watchers',
  'seconds',
  'quote-interval-ms',
  'quote-p99-ms',
  'fanout-p99-ms',
]);
const scenario = args.str('scenario', 'quote-storm') as Scenario;
if (!SCENARIOS.includes(scenario)) throw new Error(`--scenario must be one of ${SCENARIOS.join(', ')}`);
const base = args.str('base-url', process.env.BASE_URL ?? 'http://localhost:8080');
const list = (name: string) =>
  args
    .str(name, base)
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
const opts = {
  scenario,
  apiUrls: list('api-urls'),
  gatewayUrls: list('gateway-urls'),
  suppliers: args.num('suppliers', 50),
  watchers: args.num('watchers', 200),
  seconds: args.num('seconds', 30),
  quoteIntervalMs: args.num('quote-interval-ms', 1000),
  quoteP99Ms: args.num('quote-p99-ms', 500),
  fanoutP99Ms: args.num('fanout-p99-ms', 1000),
};
exitIfArgsOnly();
const started = Date.now();
const { lines, passed } = await runScenario({ ...opts, log: (line) => console.error(`[load] ${line}`) });
console.log(
  `\n  scenario: ${scenario}  suppliers=${opts.suppliers} watchers=${opts.watchers} seconds=${opts.seconds}  (${((Date.now() - started) / 1000).toFixed(0)} s in all)\n`,
);
for (const line of lines) console.log(`  ${line}`);
console.log(passed ? '\n  all thresholds passed' : '\n  some thresholds failed');
process.exit(passed ? 0 : 1);
