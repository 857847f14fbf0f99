import supertest from 'supertest';
import { createMemoryBus } from '@bidhall/bus/memory-bus';
import type { Bus } from '@bidhall/bus/bus';
import { ROLES, type RoleName } from '@bidhall/domain/roles';
import { createApp, type App, type AppParts, type RunningApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import type { AppDeps } from '../src/http/context.ts';
import { createLogger } from '../src/logger.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import type { DemoScope } from '../src/seed/seed-demo.ts';
import { createTestClock, type TestClock } from './clock.ts';
import { openTestDatabase } from './database.ts';
import { demoKey, keepDemo, restoreDemo } from './kept-demo.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export type TestApi = {
  app: App;
  http: ReturnType<typeof supertest>;
  database: Database;
  deps: AppDeps;
  /** The HTTP server, not listening: a test that needs sockets listens on it (EMBED_GATEWAY and PORT set). */
  server: RunningApp['server'];
  clock: TestClock;
  /** Signs a demo (or any) user in and returns the bearer token. */
  login: (userName: string, role?: RoleName, password?: string) => Promise<string>;
  /**
   * Another api process on this one's database, bus and clock (`createApp` again): its own
   * services, so its own batches and publishing; settings or parts as given, never a gateway.
   */
  sibling: (
    change?: { config?: Config } & Pick<AppParts, 'logger' | 'webDir' | 'database' | 'demo'>,
  ) => Promise<RunningApp>;
  close: () => Promise<void>;
};

/**
 * The api on a fresh, seeded database with a hand-moved clock, called in-process over
 * HTTP through supertest. One per test file (beforeAll), closed in afterAll.
 */
export async function startTestApi(
  env: Record<string, string> = {},
  bus: Bus = createMemoryBus(),
  scope: DemoScope = 'core',
): Promise<TestApi> {
  const database = await openTestDatabase();
  const clock = createTestClock();
  // No embedded gateway: the api tests call the listener; the gateway has its own tests.
  const config: Config = loadConfig({
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    EMBED_GATEWAY: 'false',
    ...env,
  });
  const logger = createLogger('silent');
  // The core demo unless asked: the api tests need one project per state, not the whole walkable tenant.
  const parts = { database, bus, logger, now: clock.now, demo: scope };
  // The core demo is seeded once per database and copied for the files after (kept-demo.ts);
  // the full one also writes its files under DATA_DIR, so it is seeded each time.
  const keptAs = config.seedDemo && scope === 'core' ? demoKey(scope, clock.now()) : null;
  const restored = keptAs !== null && (await restoreDemo(database.db, keptAs));
  const running = await createApp(config, parts);
  if (keptAs !== null && !restored && database.kind === 'pglite') await keepDemo(database.db, keptAs);
  const { app, deps } = running;
  const http = supertest(app);

  async function login(userName: string, role?: RoleName, password = DEMO_PASSWORD): Promise<string> {
    const expert = role === ROLES.expert;
    const res = await http
      .post(expert ? '/api/TokenAuth/ExpertAuthenticate' : '/api/TokenAuth/Authenticate')
      .send(
        expert
          ? { userNameOrEmailAddress: userName, password }
          : { userNameOrEmailAddress: userName, password, selectRole: role },
      );
    if (res.status !== 200) throw new Error(`login ${userName} as ${role}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.result.accessToken as string;
  }

  async function close() {
    await running.close();
    await bus.close();
    await database.close();
  }

  const sibling = ({ config: own = config, ...change }: { config?: Config } & Partial<AppParts> = {}) =>
    createApp({ ...own, embedGateway: false }, { ...parts, ...change });

  return { app, http, database, deps, server: running.server, clock, login, sibling, close };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
