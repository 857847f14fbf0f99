import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './ports.ts';
import { startRedisServer } from './redis-server.ts';

const run = promisify(execFile);
const REDIS_CLI = process.env.REDIS_CLI ?? 'redis-cli';
const PRIMARIES = 3;

export interface RedisClusterNode {
  port: number;
  /** `<host>:<port>` (127.0.0.1 unless told), as REDIS_CLUSTER_NODES lists it. */
  address: string;
  /** The server's pid; undefined once stopped. */
  readonly pid: number | undefined;
  stop(): Promise<void>;
}

export interface LocalRedisCluster {
  nodes: RedisClusterNode[];
  /** Every node's address, comma-separated: the value of REDIS_CLUSTER_NODES. */
  addresses: string;
  /** Runs redis-cli against one node (`-c`: follows redirections) and answers its output. */
  cli(port: number, ...args: string[]): Promise<string>;
  /** The node that is primary for `key`'s slot now (a channel name is hashed as a key). */
  primaryFor(key: string): Promise<RedisClusterNode>;
  /** Stops every node and removes their directory. */
  stop(): Promise<void>;
}

/**
 * A Redis Cluster of three primaries and three replicas on this host, each a
 * `redis-server --cluster-enabled yes` on free ports (its cluster bus on a port of its own),
 * joined with `redis-cli --cluster create --cluster-replicas 1`. Its files live in a temporary
 * directory, removed by `stop`. The node timeout is short (1 s) so that a replica takes over a
 * killed primary within a few seconds. Resolves once every node reports the cluster ok and
 * every replica holds its first copy of its primary (until then a killed primary stays down).
 *
 * `host`: an address of this machine other than the loopback (a network namespace's host side)
 * on which the nodes listen too and which they announce, so that a client in the namespace
 * follows the cluster's redirections to an address it can reach; the loopback still answers
 * `cli`. Without a password, protected mode would refuse those clients: it is off then.
 */
export async function startRedisCluster(
  opts: { nodeTimeoutMs?: number; host?: string } = {},
): Promise<LocalRedisCluster> {
  const host = opts.host ?? '127.0.0.1';
  const reachable =
    host === '127.0.0.1' ? [] : ['--bind', '127.0.0.1', host, '--cluster-announce-ip', host, '--protected-mode', 'no'];
  const dir = await mkdtemp(join(tmpdir(), 'bidhall-redis-cluster-'));
  const nodes: RedisClusterNode[] = [];
  const cli = async (port: number, ...args: string[]) =>
    (await run(REDIS_CLI, ['-p', String(port), ...args], { timeout: 30_000 })).stdout;
  const stop = async () => {
    await Promise.all(nodes.map((n) => n.stop()));
    await rm(dir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < PRIMARIES * 2; i++) {
      const [port, busPort] = [await freePort(), await freePort()];
      const server = await startRedisServer(port, {
        cwd: dir,
        args: [
          '--cluster-enabled',
          'yes',
          '--cluster-config-file',
          `nodes-${port}.conf`,
          '--cluster-port',
          String(busPort),
          '--cluster-node-timeout',
          String(opts.nodeTimeoutMs ?? 1000),
          // A replica's first copy at once rather than after the default 5 s wait for more
          // replicas: a replica that has never synced refuses to take over its primary.
          '--repl-diskless-sync-delay',
          '0',
          '--dbfilename',
          `dump-${port}.rdb`,
          ...reachable,
        ],
      });
      nodes.push({
        port,
        address: `${host}:${port}`,
        get pid() {
          return server.pid;
        },
        stop: server.stop,
      });
    }
    await run(
      REDIS_CLI,
      ['--cluster', 'create', ...nodes.map((n) => n.address), '--cluster-replicas', '1', '--cluster-yes'],
      { timeout: 60_000 },
    );
    await untilClusterOk(nodes, cli);
    await untilReplicasSynced(nodes, cli);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    nodes,
    addresses: nodes.map((n) => n.address).join(','),
    cli,
    async primaryFor(key) {
      for (const node of nodes) {
        const answers = await Promise.all([
          cli(node.port, 'CLUSTER', 'KEYSLOT', key),
          cli(node.port, 'CLUSTER', 'NODES'),
        ]).catch(() => null);
        if (!answers) continue; // that node is down: ask the next
        const slot = Number(answers[0].trim());
        // <id> <ip:port@busport> <flags> <primary> <ping> <pong> <epoch> <link> <slot ranges...>
        for (const line of answers[1].trim().split('\n')) {
          const [, address, flags, , , , , link, ...ranges] = line.split(' ');
          if (!flags?.includes('master') || flags.includes('fail') || link !== 'connected') continue;
          const owns = ranges.some((range) => {
            const [from, to = from] = range.split('-').map(Number);
            return slot >= from! && slot <= to!;
          });
          const port = Number(address?.split('@')[0]?.split(':')[1]);
          const owner = nodes.find((n) => n.port === port);
          if (owns && owner) return owner;
        }
      }
      throw new Error(`no primary holds ${key}'s slot`);
    },
    stop,
  };
}

async function untilClusterOk(nodes: RedisClusterNode[], cli: LocalRedisCluster['cli'], ms = 30_000) {
  const start = Date.now();
  for (;;) {
    const infos = await Promise.all(nodes.map((n) => cli(n.port, 'CLUSTER', 'INFO').catch(() => '')));
    if (infos.every((info) => info.includes('cluster_state:ok'))) return;
    if (Date.now() - start > ms) throw new Error(`the cluster did not come up in ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function untilReplicasSynced(nodes: RedisClusterNode[], cli: LocalRedisCluster['cli'], ms = 30_000) {
  const start = Date.now();
  for (;;) {
    const infos = await Promise.all(nodes.map((n) => cli(n.port, 'INFO', 'replication').catch(() => '')));
    const replicas = infos.filter((info) => info.includes('role:slave'));
    if (replicas.length === PRIMARIES && replicas.every((info) => info.includes('master_link_status:up'))) return;
    if (Date.now() - start > ms) throw new Error(`the cluster's replicas did not sync in ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
