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
 * young generation under load.
 *
 * Not `--single-threaded-gc` (the collector without its helper threads): on PostgreSQL it was
 * no better on the whole: young collections up to three times as long on the main thread, and
 * major ones more often.
 */
export const API_NODE_FLAGS: readonly string[] = JSON.parse(
  readFileSync(new URL('../node-flags.json', import.meta.url), 'utf8'),
) as string[];
