import { ROLES, createApi, pool } from '../fixture/client.ts';
import type { Fixture } from '../fixture/fixture.ts';
import { HallClient, type HallClientOptions } from './hall-client.ts';
import type { Recorder } from './recorder.ts';
import { createQuoter, newLedger, type QuoteLedger } from './supplier.ts';

export type StormOptions = {
  apiUrls: string[];
  gatewayUrls: string[];
  fixture: Fixture;
  /** Supplier tokens from the fixture, in the order of fixture.suppliers. */
  supplierTokens: string[];
  /** How many of the fixture's suppliers quote. */
  quoting: number;
  watchers: number;
  quoteIntervalMs: number;
  recorder: Recorder;
  retryForMs?: number;
  /** One watcher in this many keeps the hall's view; the others check seqs only (default 1: all keep it). */
  viewSampleEvery?: number;
};

export type Storm = {
  watchers: HallClient[];
  suppliers: HallClient[];
  ledgers: QuoteLedger[];
  /** The highest seq the api acknowledged to any supplier so far. */
  headAcked(): number;
  /** Quotes sent and not yet answered (retries included), and how long the oldest has waited. */
  quotesInFlight(): { count: number; oldestMs: number };
  /** Stops quoting, waits `graceMs` for the last echoes, counts the lost ones. */
  stopQuoting(graceMs: number): Promise<void>;
  close(): void;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The quote storm: watchers (agency and purchaser, alternately) and quoting suppliers hold
 * hall sockets spread over the gateways; once the window opens every supplier quotes every
 * `quoteIntervalMs` (with jitter, one quote in flight at a time) through the apis.
 */
export async function startStorm(opts: StormOptions): Promise<Storm> {
  const api = createApi(opts.apiUrls[0]!);
  const [agency, purchaser] = await Promise.all([
    api.signIn(opts.fixture.agency, ROLES.agency),
    api.signIn(opts.fixture.purchaser, ROLES.purchaser),
  ]);
  const apis = opts.apiUrls.map((url) => createApi(url));
  const hall = (
    token: string,
    index: number,
    own?: Pick<HallClientOptions, 'onOwnQuote' | 'ownSeqsAwaitingIn'>,
    keepsView = true,
  ) =>
    new HallClient({
      ...own,
      gatewayUrls: opts.gatewayUrls,
      apis,
      token,
      projectId: opts.fixture.projectId,
      recorder: opts.recorder,
      index,
      keepsView,
    });

  const ledgers = opts.supplierTokens.slice(0, opts.quoting).map(() => newLedger());
  const suppliers = ledgers.map((ledger, i) =>
    hall(opts.supplierTokens[i]!, i, {
      onOwnQuote: (seq) => {
        ledger.echoed.add(seq);
        ledger.awaitingEcho.delete(seq);
      },
      ownSeqsAwaitingIn: (after, upTo) => [...ledger.awaitingEcho].filter((seq) => seq > after && seq <= upTo),
    }),
  );
  const every = Math.max(1, opts.viewSampleEvery ?? 1);
  // i / 2: agency and purchaser alternate, so both audiences are in the sample.
  const watchers = Array.from({ length: opts.watchers }, (_, i) =>
    hall(i % 2 === 0 ? agency : purchaser, opts.quoting + i, undefined, Math.floor(i / 2) % every === 0),
  );
  // Joins cost the api a snapshot each: open about 200 sockets a second, not all at once.
  await pool([...suppliers, ...watchers], 10, async (client) => {
    client.start();
    await sleep(50);
  });

  const untilOpen = opts.fixture.window.from - Date.now();
  if (untilOpen > 0) await sleep(untilOpen);
  let quoting = true;
  const loops = ledgers.map(async (ledger, i) => {
    const quoteOnce = createQuoter({
      apiUrls: opts.apiUrls,
      token: opts.supplierTokens[i]!,
      projectId: opts.fixture.projectId,
      index: i,
      recorder: opts.recorder,
      ledger,
      onAcknowledged: (seq) => suppliers[i]!.ownQuoteAcknowledged(seq),
      retryForMs: opts.retryForMs ?? 30_000,
    });
    await sleep(Math.random() * opts.quoteIntervalMs);
    while (quoting) {
      const started = Date.now();
      await quoteOnce();
      await sleep(Math.max(0, opts.quoteIntervalMs * (0.5 + Math.random()) - (Date.now() - started)));
    }
  });

  return {
    watchers,
    suppliers,
    ledgers,
    headAcked: () => Math.max(0, ...ledgers.flatMap((l) => [...l.acked.values()])),
    quotesInFlight() {
      const since = ledgers.flatMap((l) => (l.inFlightSince === null ? [] : [l.inFlightSince]));
      return { count: since.length, oldestMs: since.length ? Date.now() - Math.min(...since) : 0 };
    },
    async stopQuoting(graceMs) {
      quoting = false;
      await Promise.all(loops);
      await sleep(graceMs);
      for (const ledger of ledgers) opts.recorder.ownQuotesLost.add(ledger.awaitingEcho.size);
    },
    close() {
      for (const client of [...suppliers, ...watchers]) client.stop();
    },
  };
}
