import { createOutboxRelay } from './events/relay.ts';
import type { AppDeps, BaseDeps } from './http/context.ts';
import { createSessionLookup } from './http/session-lookup.ts';
import { createFileStorage } from './modules/file/storage.ts';
import { createQuoteDesk } from './modules/quote/submit.ts';

/**
 * The api's long-lived services, each built once on the process's base: the outbox relay, the
 * session lookup, the file store and the quote desk. Everything that batches or caches lives
 * in them, so one AppDeps is one api process (tests build a second for a second process).
 */
export function createAppDeps(base: BaseDeps): AppDeps {
  const { db, config, logger, tokens, bus, now } = base;
  return {
    db,
    config,
    logger,
    tokens,
    bus,
    now,
    relay: createOutboxRelay({ db, bus, logger, now }),
    sessions: createSessionLookup(db),
    files: createFileStorage(config),
    quotes: createQuoteDesk(db),
  };
}
