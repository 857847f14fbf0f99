import { readFileSync } from 'node:fs';

/**
 * The Node flags every api process starts with, from `node-flags.json`: `npm start`, the
 * Dockerfile, the local cluster and the quote bench (test/node-flags.test.ts checks each).
 * V8 reads them when the process starts, so they cannot be set from inside it.
 *
 * `--max-semi-space-size=64`: a quote allocates about 70 kB, almost all of it dead by the
 * answer. With V8's default 16 MB semi-spaces the api collected its young generation
 * every 100 ms under load, 9-10 % of its main thread, and more on the collector's helper
 * threads. Allowed to grow to 64 MB it collects about a quarter as often, each time at about
 * the same cost (what survives is the requests in flight). The price: up to 96 MB more of
 * young generation under load (docs/perf.md, "The api's young generation").
 *
 * `--heap-growing-percent=100`: after each major collection the old generation may grow to
 * twice what was live before the next one. V8's own factor fell to 1.2-1.4 after a busy
 * spell (the quote bench's closed loops), and at 1,000 quotes a second a major collection, with
 * a pause of 8-15 ms, then came every 10 s; with this flag every 35-55 s, for about 55 MB more
 * of old generation at most (docs/perf.md, "How often the old generation is collected").
 */
export const API_NODE_FLAGS: readonly string[] = JSON.parse(
  readFileSync(new URL('../node-flags.json', import.meta.url), 'utf8'),
) as string[];
