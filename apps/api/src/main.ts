import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger } from './logger.ts';
import { createBus } from '@bidhall/bus/create-bus';
import { createApp } from './app.ts';
import { createAppDeps } from './deps.ts';
import { attachEmbeddedGateway } from './embedded-gateway.ts';
import { startLiveJobs } from './live-jobs.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { createTokenService } from './http/tokens.ts';
import { loadOrCreateSecret } from './secret.ts';
import { printDemoAccounts } from './seed/print-accounts.ts';
import { seedDemo } from './seed/seed-demo.ts';

/**
 * The only file that reads the environment and wires the real parts together, in order:
 * configuration, database, tokens, bus, the app's services (deps.ts), the HTTP app, the
 * embedded gateway, the background jobs.
 */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  const database = await openDatabase({
    ...config,
    onIdleError: (err) => logger.warn({ err }, 'idle database connection lost'),
  });
  const now = () => new Date();
  const jwtSecret = config.jwtSecret ?? loadOrCreateSecret(config.dataDir);
  const tokens = createTokenService({
    secret: jwtSecret,
    issuer: config.jwtIssuer,
    lifetimeSeconds: config.tokenLifetimeSeconds,
    now,
  });
  const bus = createBus(config.redisUrl, 'api');
  // Every long-lived service is built here, once: relay, session lookup, file store, quote desk.
  const deps = createAppDeps({ db: database.db, config, logger, tokens, bus, now });
  if (config.seedDemo && (await seedDemo(database.db, new Date(), { files: deps.files })))
    logger.info('demo data seeded');

  const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  const app = createApp(deps, { webDir });
  const server = http.createServer(app);
  // Scaled mode runs gateways as their own processes (gateway/src/main.ts); EMBED_GATEWAY=false.
  const gateway = config.embedGateway
    ? await attachEmbeddedGateway({ server, app: app.express, bus, config, jwtSecret, logger })
    : null;
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  logger.info({ port: config.port, database: database.kind }, 'listening');
  if (config.seedDemo) printDemoAccounts(`http://localhost:${config.port}`);
  const stopLiveJobs = startLiveJobs(deps);

  const shutdown = async () => {
    await gateway?.close();
    server.close();
    await stopLiveJobs();
    await bus.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

await main();
