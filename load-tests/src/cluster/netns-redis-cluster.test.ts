import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisCluster, type LocalRedisCluster } from '@bidhall/testkit/redis-cluster';
import { requireRedisServer } from '@bidhall/testkit/redis-server';
import { NetworkNamespace } from './netns.ts';

const run = promisify(execFile);

// The drill's partition fault on a Redis Cluster: the first gateway runs in a namespace of its
// own and must follow the cluster's redirections to addresses it can reach.
const redisHere = await requireRedisServer();
const made = redisHere ? await NetworkNamespace.create() : { unavailable: 'no redis-server' };
if (!(made instanceof NetworkNamespace)) console.log(`skipped: ${made.unavailable}`);
const ns = made instanceof NetworkNamespace ? made : undefined;

describe.skipIf(!ns)('a Redis Cluster seen from a network namespace', () => {
  let cluster: LocalRedisCluster;
  beforeAll(async () => {
    cluster = await startRedisCluster({ host: ns!.hostAddress });
  }, 90_000);
  afterAll(async () => {
    await cluster?.stop();
    await ns?.remove();
  });

  /** redis-cli inside the namespace, following redirections (-c), against the first node. */
  const inside = async (...args: string[]) => {
    const [host, port] = cluster.nodes[0]!.address.split(':') as [string, string];
    const [command, ...prefix] = ns!.exec as [string, ...string[]];
    const { stdout } = await run(command, [...prefix, 'redis-cli', '-c', '-h', host, '-p', port, ...args], {
      timeout: 5_000,
    });
    return stdout.trim();
  };

  it('announces the namespace-reachable address, so keys of every primary are reached from inside', async () => {
    expect(cluster.addresses.split(',').every((a) => a.startsWith(`${ns!.hostAddress}:`))).toBe(true);
    const owners = new Set<number>();
    for (let i = 0; owners.size < 3 && i < 100; i += 1) {
      const key = `hall:${i}`;
      expect(await inside('SET', key, String(i))).toBe('OK');
      owners.add((await cluster.primaryFor(key)).port);
    }
    expect(owners.size).toBe(3);
  });

  it('is cut off from inside while the link is down, and reached again once it is up', async () => {
    await ns!.down();
    try {
      await expect(inside('PING')).rejects.toThrow();
    } finally {
      await ns!.up();
    }
    await expect(inside('PING')).resolves.toBe('PONG');
  }, 30_000);
});
