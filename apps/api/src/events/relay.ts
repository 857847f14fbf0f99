import { and, asc, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Bus } from '@bidhall/bus/bus';
import type { Db } from '../db/database.ts';
import { outbox } from '../db/lifecycle-schema.ts';
import { busEnvelopeOf, type StreamRow } from './bus-message.ts';

export type OutboxRelay = {
  /**
   * Publishes rows just committed, in order; a row the bus refused is left to the sweeper.
   */
  publish: (rows: readonly StreamRow[]) => Promise<void>;
  /**
   * Republishes rows left unpublished (bus down, crash) that are at least `olderThanMs` old
   * by the server clock (younger ones are probably still on their request's way out).
   * Returns how many it published.
   */
  sweep: (opts?: { olderThanMs?: number; batch?: number }) => Promise<number>;
  /** Writes the pending published marks now (tests, shutdown). */
  flush: () => Promise<void>;
};

type RelayDeps = { db: Db; bus: Bus; logger: Logger; now: () => Date };

/**
 * How long a published row waits for its mark, so that the marks of many quotes go out in one
 * statement even when they arrive one by one: at 1,000 quotes a second a statement per quote
 * is a large share of PostgreSQL's work. Well under the sweeper's 2 s: a row unmarked that
 * long is sent again (consumers drop the copy by id), which is also what a crash in between does.
 */
const MARK_DELAY_MS = 200;
/** Marks written at once, without waiting, once this many are pending. */
const MARK_BATCH = 2000;

/**
 * At-least-once delivery from the outbox to the bus, one per app (createApp, app.ts). The request path
 * publishes its own rows at once and marks them in batches (one UPDATE for many quotes); the
 * sweeper takes what is left, under FOR UPDATE SKIP LOCKED so that two api processes never
 * sweep the same row. A row may still go out twice (a crash between publish and mark):
 * consumers drop it by id.
 */
export function createOutboxRelay(deps: RelayDeps): OutboxRelay {
  // Runs at most once per MARK_DELAY_MS under load: prepared, so that its list of ids is one
  // parameter and the statement is planned once per connection.
  const markPublished = deps.db
    .update(outbox)
    .set({ publishedAt: sql`now()` })
    .where(and(sql`${outbox.id} = any(${sql.placeholder('ids')}::varchar[])`, isNull(outbox.publishedAt)))
    .prepare('outbox_mark_published');
  let pending: string[] = [];
  let flushing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  async function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    while (flushing) await flushing;
    if (pending.length === 0) return;
    const ids = pending;
    pending = [];
    flushing = markPublished
      .execute({ ids })
      .then(() => undefined)
      .catch((error: unknown) =>
        deps.logger.warn(
          { err: error, count: ids.length },
          'outbox: marking published failed; the sweeper will resend',
        ),
      )
      .finally(() => {
        flushing = null;
      });
    await flushing;
  }

  /** `now`: the sweeper's time, so each row says how long it waited (its lagMs); none on the request path. */
  async function publishOrdered(rows: readonly StreamRow[], now?: number): Promise<string[]> {
    const done: string[] = [];
    for (const row of rows) {
      try {
        const message = busEnvelopeOf(row);
        if (now !== undefined) message.lagMs = Math.max(0, Math.round(now - row.createdAt.getTime()));
        // Every outbox row's payload was parsed by its contract when it was appended.
        await deps.bus.publish(message, { checked: true });
        done.push(row.id);
      } catch (error) {
        // Later rows of the stream wait too, so that consumers see the seqs in order.
        deps.logger.warn({ err: error, id: row.id }, 'outbox: publish failed; left for the sweeper');
        break;
      }
    }
    return done;
  }

  async function publish(rows: readonly StreamRow[]) {
    const done = await publishOrdered(rows);
    if (done.length === 0) return;
    pending.push(...done);
    if (pending.length >= MARK_BATCH) void flush();
    else if (!timer) timer = setTimeout(() => void flush(), MARK_DELAY_MS).unref();
  }

  async function sweep({ olderThanMs = 2000, batch = 500 } = {}): Promise<number> {
    const now = deps.now().getTime();
    const cutoff = new Date(now - olderThanMs);
    return deps.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(outbox)
        .where(and(isNull(outbox.publishedAt), lte(outbox.createdAt, cutoff)))
        .orderBy(asc(outbox.createdAt), asc(outbox.projectId), asc(outbox.seq))
        .limit(batch)
        .for('update', { skipLocked: true });
      const done = await publishOrdered(rows, now);
      if (done.length > 0)
        await tx
          .update(outbox)
          .set({ publishedAt: sql`now()` })
          .where(inArray(outbox.id, done));
      return done.length;
    });
  }

  return { publish, sweep, flush };
}
