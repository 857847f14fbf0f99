import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { startRedisCluster } from '@bidhall/testkit/redis-cluster';
import { exitIfArgsOnly, readArgs } from '../cli-args.ts';
import { POSTGRES_ADMIN_URL, ensureDatabase } from './database.ts';
import { startPlatform } from './platform.ts';
import { REPO_ROOT } from './processes.ts';

/**
 * npm run start:cluster [-- --apis 2 --gateways 2 --redis single|cluster]
 * Two api and two gateway processes on this machine's PostgreSQL (DATABASE_URL, else the
 * database bidhall_cluster, created when missing) and Redis (REDIS_URL; with `--redis cluster`
 * the Redis Cluster at REDIS_CLUSTER_NODES, else one of three primaries and three replicas
 * started here in a temporary directory and stopped with the rest), sharing one JWT_SECRET;
 * runs until Ctrl-C. Logs go to load-tests/reports/cluster/.
 */
const args = readArgs(process.argv.slice(2), ['apis', 'gateways', 'redis']);
const counts = { apis: args.num('apis', 2), gateways: args.num('gateways', 2) };
const redisKind = args.str('redis', 'single');
if (redisKind !== 'single' && redisKind !== 'cluster')
  throw new Error(`--redis must be single or cluster, got "${redisKind}"`);
exitIfArgsOnly();
const databaseUrl =
  process.env.DATABASE_URL ?? (await ensureDatabase(POSTGRES_ADMIN_URL, 'bidhall_cluster', { fresh: false }));
const ownCluster = redisKind === 'cluster' && !process.env.REDIS_CLUSTER_NODES ? await startRedisCluster() : null;
const redis =
  redisKind === 'single'
    ? { url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' }
    : { clusterNodes: (ownCluster?.addresses ?? process.env.REDIS_CLUSTER_NODES!).split(',') };
const jwtSecret = process.env.JWT_SECRET ?? randomBytes(32).toString('hex');
const logDir = path.join(REPO_ROOT, 'load-tests/reports/cluster');

const platform = await startPlatform({ ...counts, databaseUrl, redis, jwtSecret, logDir }).catch(async (error) => {
  await ownCluster?.stop();
  throw error;
});
const redisName = 'url' in redis ? redis.url : `the Redis Cluster ${redis.clusterNodes.join(',')}`;
console.log(`cluster up on ${new URL(databaseUrl).pathname.slice(1)} and ${redisName}`);
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
  await ownCluster?.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
