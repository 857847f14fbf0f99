import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { createLiveProject, createSuppliers } from '../test/live-project.ts';
import { eventLoopProbe } from './event-loop.ts';
import { startAllocationProfile } from './alloc-profile.ts';
import { statementCounter } from './statement-count.ts';

/**
 * The api under benchmark, in its own process so that the load generator does not share its
 * event loop: PostgreSQL when BENCH_DATABASE_URL is set, else in-memory PGlite. Prints one
 * JSON line with its port and the scenarios' projects and supplier tokens.
 */
const url = process.env.BENCH_DATABASE_URL;
const statements = statementCounter();
const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://', logger: statements?.logger });
const config = loadConfig({
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
  SEED_DEMO: 'false',
  EMBED_GATEWAY: 'false',
});
const { app, deps } = await createApp(config, { database });
const { tokens } = deps;
await seedDemo(database.db);

const SUPPLIERS = 200;
const from = Date.now() - 1000;
const window = { from, to: from + 3_600_000, settings: { minBidders: 1, disclosure: 3 } };
const hot = await createLiveProject(database.db, window);
const hotSuppliers = await createSuppliers(database.db, tokens, {
  count: SUPPLIERS,
  projectIds: [hot.id],
  prefix: 'hot',
});
const spread: Array<{ projectId: number; token: string }> = [];
for (let p = 0; p < 20; p += 1) {
  const project = await createLiveProject(database.db, window);
  const suppliers = await createSuppliers(database.db, tokens, {
    count: SUPPLIERS / 20,
    projectIds: [project.id],
    prefix: `spread${p}`,
  });
  spread.push(...suppliers.map((s) => ({ projectId: project.id, token: s.token })));
}

// Started once the data is seeded: the profile is of the load, not of the set-up.
const stopAllocationProfile = await startAllocationProfile(process.env.BENCH_ALLOC_PROFILE);
statements?.start();
const probe = eventLoopProbe();
const server = createServer((req, res) => probe(req, res) || app(req, res)).listen(0, '127.0.0.1', () => {
  const port = (server.address() as AddressInfo).port;
  const scenarios = { hot: hotSuppliers.map((s) => ({ projectId: hot.id, token: s.token })), spread };
  process.stdout.write(`${JSON.stringify({ port, kind: database.kind, scenarios })}\n`);
});
server.keepAliveTimeout = 60_000;
process.on('SIGTERM', () => {
  statements?.report();
  server.close();
  void (stopAllocationProfile?.() ?? Promise.resolve()).then(() => database.close()).then(() => process.exit(0));
});
