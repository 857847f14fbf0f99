import { afterAll, beforeAll } from 'vitest';
import type { Bus } from '@bidhall/bus/bus';
import { createRedisBus } from '@bidhall/bus/redis-bus';
import type { RedisTarget } from '@bidhall/bus/redis-target';
import { startRedisCluster } from '@bidhall/testkit/redis-cluster';
import { REDIS_URL } from '@bidhall/testkit/services';
import type { DisclosureMode } from '@bidhall/domain/winbid-rules';
import { ApiStub } from './api-stub.ts';
import { startGateway, TestClient, untilTaken } from './harness.ts';
import { openWindow, ProjectOutbox } from './outbox.ts';
import { TcpProxy } from './tcp-proxy.ts';
import { signToken } from './tokens.ts';
import { people, TENANT } from './world.ts';

/** The Redis a test cuts one gateway off from: its servers, and how a client reaches them. */
export interface RedisUnderTest {
  /** `host:port` of each server: the one, or every node of a cluster. */
  servers: string[];
  /** Straight to Redis (the publisher, which the cut does not touch). */
  direct: RedisTarget;
  /** Through `proxies`, the i-th standing in front of `servers[i]`. */
  through(proxies: TcpProxy[]): RedisTarget;
  stop(): Promise<void>;
}

/** The Redis every test shares (REDIS_URL). */
export function sharedRedis(): Promise<RedisUnderTest> {
  const url = new URL(REDIS_URL);
  return Promise.resolve({
    servers: [`${url.hostname}:${url.port || 6379}`],
    direct: { url: REDIS_URL },
    through: ([proxy]) => ({ url: proxy!.url }),
    stop: async () => {},
  });
}

/**
 * A Redis Cluster of its own (three primaries, three replicas). Through the proxies, the client
 * starts from them and maps each node the cluster announces to its proxy (`natMap`), so that
 * every connection the gateway makes, its sharded subscribers' included, crosses a proxy.
 */
export async function ownCluster(): Promise<RedisUnderTest> {
  const cluster = await startRedisCluster();
  const servers = cluster.nodes.map((n) => n.address);
  return {
    servers,
    direct: { clusterNodes: servers },
    through: (proxies) => ({
      clusterNodes: proxies.map((p) => `127.0.0.1:${p.port}`),
      natMap: Object.fromEntries(servers.map((s, i) => [s, { host: '127.0.0.1', port: proxies[i]!.port }])),
    }),
    stop: () => cluster.stop(),
  };
}

/**
 * One gateway whose every link to Redis crosses a TcpProxy (one per Redis server), so that a
 * test can cut or stall them without touching the Redis others share; an api stub; a publisher
 * straight to Redis. Registers its own beforeAll and afterAll; the fields are set from then on.
 */
export function proxiedGateway(name: string, redisOf: () => Promise<RedisUnderTest>) {
  const api = new ApiStub();
  const ctx = {
    api,
    proxies: [] as TcpProxy[],
    publisher: undefined as unknown as Bus,
    url: '',
    redis: undefined as RedisUnderTest | undefined,
    node: undefined as Awaited<ReturnType<typeof startGateway>> | undefined,
    nodeBus: undefined as Bus | undefined,
    health: async () => (await fetch(`${ctx.url}/healthz`)).status,
    /** A partition: no byte passes either way, every connection stays open. */
    stall: () => ctx.proxies.forEach((p) => p.stall()),
    resume: () => ctx.proxies.forEach((p) => p.resume()),
    /** An outage: every connection dropped, new ones refused. */
    cut: () => Promise.all(ctx.proxies.map((p) => p.cut())),
    restore: () => Promise.all(ctx.proxies.map((p) => p.restore())),
    /**
     * A live hall of full disclosure (or `disclosure`) with the agency and supplier C joined
     * on the gateway; answers its outbox and the two clients (the caller closes them).
     */
    async hall(projectId: number, disclosure: DisclosureMode = 3) {
      const outbox = new ProjectOutbox({
        projectId,
        tenantId: TENANT,
        winbidRule: 1,
        disclosure,
        maxQuotes: null,
        window: openWindow(),
      });
      api.addProject(outbox, [
        [people.agency, 'agency'],
        [people.supplierC, 'supplier'],
      ]);
      const clients = await Promise.all(
        [people.agency, people.supplierC].map(async (user) => {
          const token = await signToken(user);
          api.signIn(token, user);
          const c = await new TestClient(ctx.url, token).connected();
          await c.request('hall:join', { projectId });
          return c;
        }),
      );
      return { outbox, clients };
    },
  };

  beforeAll(async () => {
    const redis = (ctx.redis = await redisOf());
    ctx.proxies = redis.servers.map((s) => new TcpProxy(s.split(':')[0]!, Number(s.split(':')[1])));
    await Promise.all(ctx.proxies.map((p) => p.start()));
    await api.start();
    ctx.publisher = untilTaken(createRedisBus(redis.direct, { connectionName: `${name}-publisher` }));
    const through = redis.through(ctx.proxies);
    ctx.nodeBus = createRedisBus(through, { connectionName: `${name}-node` });
    // The adapter's connections cross the proxies as well; on a cluster it is left out (its
    // client has no address map here), which the one-gateway tests do not need.
    const env: Record<string, string> = 'url' in through ? { REDIS_URL: through.url } : {};
    ctx.node = await startGateway({ bus: ctx.nodeBus, apiUrl: api.url, env });
    ctx.url = ctx.node.url;
  }, 90_000);
  afterAll(async () => {
    ctx.resume();
    await ctx.node?.close();
    await ctx.nodeBus?.close();
    await ctx.publisher?.close();
    await Promise.all(ctx.proxies.map((p) => p.cut()));
    await api.stop();
    await ctx.redis?.stop();
  });
  return ctx;
}
