import { readFileSync } from 'node:fs';
import type { Database } from './db/database.ts';

/**
 * The Node flags an api process starts with, by its database, from `node-flags.json`: `npm
 * start` (the embedded quick start, PGlite), the Dockerfile (PostgreSQL), the local cluster
 * and the quote bench (test/node-flags.test.ts checks each). V8 reads them when the process
 * starts, so they cannot be set from inside it.
 *
 * `--max-semi-space-size=64`: a quote allocates about 70 kB, almost all of it dead by the
 * answer. With V8's default 16 MB semi-spaces the api collected its young generation
 * every 100 ms under load, 9-10 % of its main thread, and more on the collector's helper
 * threads. Allowed to grow to 64 MB it collects about a quarter as often, each time at about
 * the same cost (what survives is the requests in flight). The price: up to 96 MB more of
 * young generation under load (docs/perf.md, "The api's young generation").
 *
 * `--single-threaded-gc`, on PostgreSQL: the collector works on the main thread only, without
 * V8's helper threads. An api process on PostgreSQL is sized to one core (docs/capacity.md)
 * beside the database and the other processes, so the helpers take time from its event loop
 * and from PostgreSQL instead of adding a core; a major collection's concurrent marking (about
 * 200 ms of helper CPU) starved a two-core machine. There the api's CPU per quote fell from
 * 0.68-0.70 ms to 0.57-0.62 ms in the open loop, and an open-loop run with a major collection
 * had the quotes' p99 at 25-57 ms instead of 39-139 ms (docs/perf.md, "The collector's helper
 * threads"). Each pause is then the main thread's alone; its major collections paused 13-31 ms,
 * against 10-47 ms with the helpers. Not on PGlite: its database thread shares the process, and with the
 * closed loop's 200 calls in flight the main thread's scavenges alone held the event loop
 * longer (loop p99 24-54 ms against 25-41 ms, target 50).
 */
export const API_NODE_FLAGS: Readonly<Record<Database['kind'], readonly string[]>> = JSON.parse(
  readFileSync(new URL('../node-flags.json', import.meta.url), 'utf8'),
) as Record<Database['kind'], string[]>;
