import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { exitIfArgsOnly, readArgs } from '../cli-args.ts';
import { POSTGRES_ADMIN_URL, ensureDatabase } from './database.ts';
import { startPlatform } from './platform.ts';
import { REPO_ROOT } from './processes.ts';

/**
 * npm run start:cluster [-- --apis 2 --gateways 2]
 * Two api and two gateway processes on this machine's PostgreSQL (DATABASE_URL, else the
 * database bidhall_cluster, created when missing) and Redis (REDIS_URL), sharing one
 * JWT_SECRET; runs until Ctrl-C. Logs go to load-tests/reports/cluster/.
 */
const args = readArgs(process.argv.slice(2), ['apis', 'gateways']);
const counts = { apis: args.num('apis', 2), gateways: args.num('gateways', 2) };
exitIfArgsOnly();
const databaseUrl =
  process.env.DATABASE_URL ?? (await ensureDatabase(POSTGRES_ADMIN_URL, 'bidhall_cluster', { fresh: false }));
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const jwtSecret = process.env.JWT_SECRET ?? randomBytes(32).toString('hex');
const logDir = path.join(REPO_ROOT, 'load-tests/reports/cluster');

const platform = await startPlatform({ ...counts, databaseUrl, redisUrl, jwtSecret, logDir });
console.log(`cluster up on ${new URL(databaseUrl).pathname.slice(1)} and ${redisUrl}`);
for (const s of [...platform.apis, ...platform.gateways])
  console.log(`  ${s.name.padEnd(10)} ${s.url}  (pid ${s.child?.pid})`);
console.log(`logs in ${logDir}; a load on it:`);
console.log(
  `  npm run load -- --scenario quote-storm --api-urls ${platform.apiUrls.join(',')} --gateway-urls ${platform.gatewayUrls.join(',')}`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await platform.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
