import http from 'node:http';
import { Router, type Express } from 'express';
import type { Logger } from 'pino';
import type { Bus } from '@bidhall/bus/bus';
import { createBus } from '@bidhall/bus/create-bus';
import { redisTargetOf } from '@bidhall/bus/redis-target';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { attachEmbeddedGateway } from './embedded-gateway.ts';
import { createOutboxRelay } from './events/relay.ts';
import type { Stop } from './events/sweeper.ts';
import type { AppDeps } from './http/context.ts';
import { createExpressApp } from './http/express-app.ts';
import { createSessionLookup } from './http/session-lookup.ts';
import { createTokenService } from './http/tokens.ts';
import { startLiveJobs } from './live-jobs.ts';
import { createLogger } from './logger.ts';
import { createFileStorage } from './modules/file/storage.ts';
import { createQuoteDesk } from './modules/quote/submit.ts';
import { loadOrCreateSecret } from './secret.ts';
import { printDemoAccounts } from './seed/print-accounts.ts';
import { ensureLiveRound } from './seed/live-round.ts';
import { seedDemo, type DemoScope } from './seed/seed-demo.ts';

/** The api's express app (tests call it through supertest). */
export type App = Express;

/**
 * Parts a caller hands in instead of having them built from the configuration; tests use
 * them (a fresh test database, a memory bus, a hand-moved clock). What is handed in stays
 * the caller's to close; `close()` closes only what `createApp` opened.
 */
export type AppParts = {
  database?: Database;
  bus?: Bus;
  logger?: Logger;
  /** The server's clock (tests move it); the wall clock otherwise. */
  now?: () => Date;
  /** The built web app (apps/web/dist), served at / when present. */
  webDir?: string;
  /** The demo seeded when `config.seedDemo`: the full one with its file pools (`npm start`), or the file-less core. */
  demo?: DemoScope;
};

export type RunningApp = {
  /** The express app (tests call it through supertest). */
  app: App;
  /** The long-lived services every request handler and background job uses. */
  deps: AppDeps;
  database: Database;
  /** The HTTP server, with the embedded gateway attached when `config.embedGateway`. */
  server: http.Server;
  /** Listens on `config.port` and `config.host`, then starts the background jobs. */
  listen: () => Promise<void>;
  /** Stops, in order: the gateway, the server, the jobs, then the bus and database it opened. */
  close: () => Promise<void>;
};

/**
 * The api process from its configuration: every long-lived service is built here once
 * (database, bus, tokens, outbox relay, session lookup, file store, quote desk, the embedded
 * gateway) and handed to request handlers on `AppDeps`; no module keeps state of its own.
 * Two `createApp` calls on one database are two api processes as far as batching and
 * publishing go.
 */
export async function createApp(config: Config, parts: AppParts = {}): Promise<RunningApp> {
  const logger = parts.logger ?? createLogger(config.logLevel);
  const now = parts.now ?? (() => new Date());
  const database =
    parts.database ??
    (await openDatabase({
      ...config,
      onIdleError: (err) => logger.warn({ err }, 'idle database connection lost'),
    }));
  const bus = parts.bus ?? createBus(redisTargetOf(config.redisUrl, config.redisClusterNodes), 'api');
  const jwtSecret = config.jwtSecret ?? loadOrCreateSecret(config.dataDir);
  const tokens = createTokenService({
    secret: jwtSecret,
    issuer: config.jwtIssuer,
    lifetimeSeconds: config.tokenLifetimeSeconds,
    now,
  });
  const { db } = database;
  const deps: AppDeps = {
    db,
    config,
    logger,
    tokens,
    bus,
    now,
    relay: createOutboxRelay({ db, bus, logger, now }),
    sessions: createSessionLookup(db),
    files: createFileStorage(config),
    quotes: createQuoteDesk(),
  };
  const demo = parts.demo ?? 'full';
  if (config.seedDemo && (await seedDemo(db, now(), { scope: demo, files: demo === 'full' ? deps.files : undefined })))
    logger.info('demo data seeded');
  // The demo a user meets has a window opening soon on every start, not only the first.
  const liveRound = config.seedDemo && demo === 'full' ? await ensureLiveRound(db, now()) : null;
  if (liveRound?.seeded) logger.info({ projectId: liveRound.projectId }, 'demo live round added');

  const later = Router();
  const app = createExpressApp(deps, { webDir: parts.webDir, later });
  const server = http.createServer(app);
  // Scaled mode runs gateways as their own processes (gateway/src/main.ts); EMBED_GATEWAY=false.
  const gateway = config.embedGateway
    ? await attachEmbeddedGateway({ server, app: later, bus, config, jwtSecret, logger, now })
    : null;
  let stopLiveJobs: Stop | null = null;

  async function listen() {
    await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
    logger.info({ port: config.port, database: database.kind }, 'listening');
    if (config.seedDemo) printDemoAccounts(`http://localhost:${config.port}`, liveRound);
    stopLiveJobs = startLiveJobs(deps);
  }

  async function close() {
    await gateway?.close();
    // Stops taking connections; calls in flight finish on their own.
    if (server.listening) server.close();
    await stopLiveJobs?.();
    if (!parts.bus) await bus.close();
    if (!parts.database) await database.close();
  }

  return { app, deps, database, server, listen, close };
}
