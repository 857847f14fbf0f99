import type { Logger } from 'pino';
import type { Bus } from '@bidhall/bus/bus';
import type { Language } from '@bidhall/domain/lang';
import type { RoleName } from '@bidhall/domain/roles';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { TokenService } from './tokens.ts';

/** Everything a request handler may use; `createApp` receives it, tests build their own. */
export type AppDeps = {
  db: Db;
  config: Config;
  logger: Logger;
  tokens: TokenService;
  /** Where committed outbox rows are published (Redis, or in process when embedded). */
  bus: Bus;
  /** The server's clock: the only judge of time (tests move it). */
  now: () => Date;
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
