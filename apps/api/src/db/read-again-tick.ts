/**
 * How long background reads gather before they go out together. Well inside what they
 * refresh: a fact is read again between a quarter and three quarters of its 5 s
 * (read-again.ts), so waiting this long leaves it more than a second to spare.
 */
const READ_AGAIN_TICK_MS = 100;

/**
 * Background reads (facts read again before they expire, so that no caller waits for them)
 * gathered for up to `tickMs` and run together, at most `maxItems` a run.
 *
 * Why not each at once: the facts of every bidder in a hall are read again one by one at
 * random points (read-again.ts); at 1,000 quotes a second over 200 bidders, one statement a
 * fact would be about 130 statements a second of their own, a quarter of all the quote path
 * sends, and each statement costs the api and PostgreSQL a round trip whatever rows it
 * carries. Gathered, they are a handful of statements a second however many bidders there
 * are.
 */
export function createReadAgainTick<I>(
  run: (items: I[]) => Promise<unknown>,
  { tickMs = READ_AGAIN_TICK_MS, maxItems }: { tickMs?: number; maxItems: number },
) {
  let pending: I[] = [];
  let timer: NodeJS.Timeout | undefined;
  const running = new Set<Promise<void>>();

  function runPending(): void {
    clearTimeout(timer);
    timer = undefined;
    const items = pending;
    pending = [];
    for (let from = 0; from < items.length; from += maxItems) {
      // A failed read changes nothing: what it would have refreshed expires as before.
      const done: Promise<void> = run(items.slice(from, from + maxItems))
        .then(
          () => undefined,
          () => undefined,
        )
        .finally(() => running.delete(done));
      running.add(done);
    }
  }

  return {
    add(item: I): void {
      pending.push(item);
      timer ??= setTimeout(runPending, tickMs).unref();
    },
    /** Runs what is gathered now and resolves once every run has ended (tests, shutdown). */
    async settled(): Promise<void> {
      runPending();
      await Promise.all(running);
    },
  };
}
