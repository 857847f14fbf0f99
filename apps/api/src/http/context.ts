import type { Logger } from 'pino';
import type { Bus } from '@bidhall/bus/bus';
import type { Language } from '@bidhall/domain/lang';
import type { RoleName } from '@bidhall/domain/roles';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { OutboxRelay } from '../events/relay.ts';
import type { FileStorage } from '../modules/file/storage.ts';
import type { QuoteDesk } from '../modules/quote/submit.ts';
import type { SessionLookup } from './session-lookup.ts';
import type { TokenService } from './tokens.ts';

/** The base `createApp` builds first: the database, settings, logger, token keys, bus and clock. */
type BaseDeps = {
  db: Db;
  config: Config;
  logger: Logger;
  tokens: TokenService;
  /** Where committed outbox rows are published (Redis, or in process when embedded). */
  bus: Bus;
  /** The server's clock: the only judge of time (tests move it). */
  now: () => Date;
};

/**
 * Everything a request handler may use: the base, and the long-lived services built on it
 * once by `createApp` (app.ts). No module keeps state of its own; two AppDeps are two
 * api processes as far as batching and publishing go.
 */
export type AppDeps = BaseDeps & {
  /** Publishes committed outbox rows to the bus and marks them; the sweeper's too. */
  relay: OutboxRelay;
  /** The user and revocation facts of a token, asked together for calls that arrive together. */
  sessions: SessionLookup;
  /** Where uploaded files' bytes live. */
  files: FileStorage;
  /** Quote/Submit's per-project queues of batches. */
  quotes: QuoteDesk;
};

export type Session = {
  userId: number;
  tenantId: number | null;
  /** The role the user signed in as; access is decided by it. */
  role: RoleName;
  roles: RoleName[];
  jti: string;
  expiresAt: Date;
  isReview: number;
};

export type RequestContext = {
  deps: AppDeps;
  /** The transaction of this call when it changes data, else the shared handle. */
  db: Db;
  lang: Language;
  tenantId: number;
  session: Session | null;
  ip: string;
  log: Logger;
  /**
   * Runs `task` once this call's transaction has committed (at once for a call without one),
   * never when it rolls back: how a change publishes its outbox rows without waiting for
   * the sweeper. A failing task is logged; the answer does not wait for it.
   */
  afterCommit: (task: () => Promise<void>) => void;
};

/** The session of a call that requires one; the access policy has already checked it exists. */
export function requireSession(ctx: RequestContext): Session {
  if (!ctx.session) throw new Error('endpoint declared a signed-in policy but has no session');
  return ctx.session;
}
