import type { Platform } from '../cluster/platform.ts';
import { sleep, waitHealthy } from '../cluster/processes.ts';
import type { PrivateRedis } from '../cluster/redis.ts';
import { hallChannel } from '@bidhall/contracts/bus';
import type { LocalRedisCluster, RedisClusterNode as LocalRedisClusterNode } from '@bidhall/testkit/redis-cluster';
import type { Storm } from '../harness/storm.ts';
import type { Recorder } from '../harness/recorder.ts';
import type { HallClient } from '../harness/hall-client.ts';
import { rejoinSummary } from './rejoin-summary.ts';
import type { SecondSampler } from './second-sampler.ts';
import type { NetworkNamespace } from '../cluster/netns.ts';
import { networkPartition } from './partition-fault.ts';

export type FaultResult = {
  name: string;
  /** ms from the fault to its repair (the process back and healthy, Redis back). */
  downMs: number;
  /** ms from the moment the clients lost something to every client back and caught up; null: never within the limit. */
  recoveredMs: number | null;
  /** What `recoveredMs` counts from: the kill for a process (its twin takes over), the restart for Redis. */
  measuredFrom: 'fault' | 'repair';
  /** Whether the repair itself succeeded (the process healthy again, Redis back); a fault not repaired fails. */
  repaired: boolean;
  /** What else was seen, e.g. when the gateways had their bus back. */
  note?: string;
  /** Where the time went, a line each second (see Diagnostics) and how the clients came back. */
  details?: string[];
};

export type Fault = {
  name: string;
  measuredFrom: FaultResult['measuredFrom'];
  inject(): Promise<void>;
  repair(): Promise<Repaired>;
};
/** When the fault ended (default: when repair() resolved) and what else was seen. */
type Repaired = { endedAt?: number; note?: string };

export function drillFaults(
  platform: Platform,
  redis: PrivateRedis | LocalRedisCluster,
  opts: {
    redisDownSeconds: number;
    projectId: number;
    /** The first gateway's namespace, whose link the partition fault drops for `seconds`; absent: no such fault. */
    partition?: { ns: NetworkNamespace; seconds: number; clients: () => readonly HallClient[] };
  },
): Fault[] {
  const gateway = platform.gateways[0]!;
  const api = platform.apis[0]!;
  const { redisDownSeconds } = opts;
  return [
    // First: gateway-1 holds half the clients only until its kill sends them to gateway-2.
    ...(opts.partition
      ? [
          networkPartition(
            gateway,
            opts.partition.ns,
            opts.partition.seconds,
            opts.partition.clients,
            platform.metricsToken,
          ),
        ]
      : []),
    {
      name: `SIGKILL ${gateway.name}, then restart it`,
      measuredFrom: 'fault',
      inject: () => gateway.kill('SIGKILL'),
      repair: () => gateway.start().then(() => ({})),
    },
    {
      name: `SIGKILL ${api.name}, then restart it`,
      measuredFrom: 'fault',
      inject: () => api.kill('SIGKILL'),
      repair: () => api.start().then(() => ({})),
    },
    'url' in redis ? redisOutage(platform, redis, redisDownSeconds) : primaryKilled(redis, opts.projectId),
  ];
}

function redisOutage(platform: Platform, redis: PrivateRedis, redisDownSeconds: number): Fault {
  return {
    name: `stop the cluster's Redis for ${redisDownSeconds} s, then start it`,
    measuredFrom: 'repair',
    inject: () => redis.stop(),
    repair: async () => {
      await sleep(redisDownSeconds * 1000);
      await redis.resume();
      const back = Date.now();
      // The bus side of the recovery: each gateway's /healthz is 200 again once resubscribed.
      await Promise.all(platform.gateways.map((g) => waitHealthy(`${g.url}/healthz`, 30_000)));
      return {
        endedAt: back,
        note: `gateways resubscribed ${((Date.now() - back) / 1000).toFixed(1)} s after Redis was back`,
      };
    },
  };
}

/**
 * SIGKILL the Redis Cluster primary that owns the hall's channel (its slot): its replica takes
 * over once the other primaries agree it failed (the node timeout), publishes refused meanwhile
 * wait in the apis' outboxes, and the gateways subscribe again on the new primary. Repaired
 * when every node still up reports the cluster ok again. (The fixture's users are of the
 * default tenant, 1.)
 */
function primaryKilled(cluster: LocalRedisCluster, projectId: number): Fault {
  let killed: LocalRedisClusterNode | undefined;
  return {
    name: `SIGKILL the Redis Cluster primary holding the hall's channel; its replica takes over`,
    measuredFrom: 'fault',
    inject: async () => {
      killed = await cluster.primaryFor(hallChannel(1, projectId));
      await killed.stop();
    },
    repair: async () => {
      const start = Date.now();
      // Right after the kill the others still say ok: a failure is noticed only after the node
      // timeout. Repaired once another node is primary for the channel and every node is ok.
      let promoted: LocalRedisClusterNode | undefined;
      for (;;) {
        promoted = await cluster.primaryFor(hallChannel(1, projectId)).catch(() => undefined);
        const up = cluster.nodes.filter((n) => n !== killed);
        const infos = await Promise.all(up.map((n) => cluster.cli(n.port, 'CLUSTER', 'INFO').catch(() => '')));
        if (promoted && promoted !== killed && infos.every((i) => i.includes('cluster_state:ok'))) break;
        if (Date.now() - start > 30_000) throw new Error('the cluster did not recover in 30 s');
        await sleep(100);
      }
      return {
        note: `replica on port ${promoted.port} took over from ${killed?.port} in ${((Date.now() - start) / 1000).toFixed(1)} s`,
      };
    },
  };
}

/**
 * Injects a fault, repairs it, and measures when every client is connected, joined and holds
 * every quote acknowledged up to the moment measured from: what the fault put at risk. (A
 * moving target would measure the ordinary fan-out latency of a loaded hall instead.)
 */
/** Which kinds of client are behind, and how far: tells a slow gateway resync from a slow harness. */
export function whoIsBehind(storm: Pick<Storm, 'watchers' | 'suppliers'>, target: number): string {
  const kinds = [
    ['suppliers', storm.suppliers],
    ['watchers with a view', storm.watchers.filter((c) => c.keepsView)],
    ['seq-only watchers', storm.watchers.filter((c) => !c.keepsView)],
  ] as const;
  return kinds
    .map(([name, group]) => {
      const behind = group.filter((c) => c.connected && c.lastSeq < target);
      return behind.length === 0
        ? ''
        : `${behind.length} ${name} from seq ${Math.min(...behind.map((c) => c.lastSeq))}`;
    })
    .filter(Boolean)
    .join(', ');
}

/** What a fault's timeline prints beside the clients each second: where the machine's time went. */
export type Diagnostics = { sampler: SecondSampler; recorder: Recorder };

export async function runFault(
  fault: Fault,
  storm: Storm,
  limitMs: number,
  diagnostics?: Diagnostics,
): Promise<FaultResult> {
  const clients = [...storm.watchers, ...storm.suppliers];
  const faultAt = Date.now();
  let sinceCalls = 0;
  /** The per-second line's tail: quotes waiting on the apis, clients' GetSince calls, the processes' CPU. */
  const where = async () => {
    if (!diagnostics) return '';
    const quotes = storm.quotesInFlight();
    const calls = diagnostics.recorder.sinceCalls.total - sinceCalls;
    sinceCalls += calls;
    return ` [${quotes.count} quotes in flight, oldest ${(quotes.oldestMs / 1000).toFixed(1)} s; ${calls} GetSince calls; ${await diagnostics.sampler.sample()}]`;
  };
  await fault.inject();
  let ended = 0;
  let repaired = true;
  // A repair that fails (a restarted process not healthy in time) is a result to report, not
  // the drill's end: the clients are still measured and the reconciliation still runs.
  const repairing = fault.repair().then(
    (done) => {
      ended = done.endedAt ?? Date.now();
      return done.note;
    },
    (error: Error) => {
      ended = Date.now();
      repaired = false;
      return `repair failed: ${error.message}`;
    },
  );
  // A process fault is measured from the kill (its twin takes over); Redis from its return.
  const from = fault.measuredFrom === 'fault' ? faultAt : await repairing.then(() => ended);
  const target = storm.headAcked();
  await diagnostics?.sampler.sample();
  sinceCalls = diagnostics?.recorder.sinceCalls.total ?? 0;
  // A killed socket's close reaches its client within milliseconds; do not count it as up before.
  await sleep(300);
  let recoveredAt: number | null = null;
  // How many clients were still away or behind at each whole second: where the time went.
  const timeline: string[] = [];
  const details: string[] = [];
  // Seconds, not entries: a loaded harness may wake only every few seconds.
  let lastSecond = 0;
  while (Date.now() - from < limitMs) {
    const away = clients.filter((c) => !c.connected).length;
    const behind = clients.filter((c) => c.connected && c.lastSeq < target).length;
    if (away + behind === 0) {
      recoveredAt = Date.now();
      break;
    }
    const second = Math.floor((Date.now() - from) / 1000);
    if (second > lastSecond) {
      lastSecond = second;
      const line = `${second} s: ${away} away, ${behind} behind${behind > 0 ? ` (${whoIsBehind(storm, target)})` : ''}`;
      timeline.push(line);
      if (diagnostics) details.push(`${line}${await where()}`);
    }
    await sleep(100);
  }
  if (diagnostics)
    details.push(
      rejoinSummary(
        clients.map((c) => c.lastRejoin),
        faultAt,
      ),
    );
  let note =
    [await repairing, timeline.length > 0 ? `not back at ${timeline.join('; ')}` : undefined]
      .filter(Boolean)
      .join('; ') || undefined;
  if (recoveredAt === null) {
    // What kept the clients from counting as back, for the report.
    const down = clients.filter((c) => !c.connected).length;
    const behind = clients.filter((c) => c.connected && c.lastSeq < target);
    const lowest = Math.min(...behind.map((c) => c.lastSeq));
    note = [
      note,
      `${down} not joined, ${behind.length} behind seq ${target}${behind.length ? ` (lowest ${lowest}: ${whoIsBehind(storm, target)})` : ''}`,
    ]
      .filter(Boolean)
      .join('; ');
  }
  return {
    name: fault.name,
    downMs: ended - faultAt,
    recoveredMs: recoveredAt === null ? null : recoveredAt - from,
    measuredFrom: fault.measuredFrom,
    repaired,
    note,
    details: diagnostics ? details : undefined,
  };
}
