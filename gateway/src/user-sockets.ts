import { closeRedis } from '@bidhall/bus/redis-close';
import { connectRedis, type RedisClient, type RedisTarget } from '@bidhall/bus/redis-target';
import type { Logger } from 'pino';

/**
 * Every node's sockets of a user, counted in Redis so that the cap per user holds across the
 * gateway nodes sharing it: one sorted set per user, its members the socket ids, each scored
 * with the time (Redis's own clock) its lease ends. A node renews its live sockets' leases on a
 * heartbeat, so a node that died without saying so frees its places when their leases run out.
 * A claim drops the expired members, counts and adds in one script: handshakes arriving
 * together on different nodes are counted one after the other.
 *
 * While Redis does not answer a claim is let through (the per-node count still holds): a
 * Redis outage must not refuse every sign-in.
 */
export interface UserSocketLedger {
  /** True when the socket took a place, false when the user's sockets are at `max` already. */
  claim(userId: number, socketId: string, max: number): Promise<boolean>;
  /** The socket's place is free again. */
  release(userId: number, socketId: string): void;
  close(): Promise<void>;
}

const NOW = `local t = redis.call('TIME') local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

// KEYS[1] the user's set; ARGV: max, lease ms, socket id.
const CLAIM = `${NOW}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

// KEYS[1] the user's set; ARGV: lease ms, then the node's live socket ids of that user.
const RENEW = `${NOW}
for i = 2, #ARGV do redis.call('ZADD', KEYS[1], now + tonumber(ARGV[1]), ARGV[i]) end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1`;

type LedgerCommands = {
  claimUserSocket(key: string, max: number, leaseMs: number, socketId: string): Promise<number>;
  renewUserSockets(key: string, leaseMs: number, ...socketIds: string[]): Promise<number>;
};

const keyOf = (userId: number) => `bidhall:user-sockets:${userId}`;

export function createUserSocketLedger(opts: {
  redis: RedisTarget;
  nodeName: string;
  logger: Logger;
  /** How long a socket's place outlives its node's last heartbeat. */
  leaseMs: number;
  /** This node's live sockets, by user: renewed every third of a lease. */
  live: () => Iterable<{ userId: number; socketId: string }>;
}): UserSocketLedger {
  // Commands fail at once while Redis is away rather than queue: a handshake does not wait on it.
  const client: RedisClient = connectRedis(opts.redis, {
    connectionName: `${opts.nodeName}:user-sockets`,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
  });
  client.defineCommand('claimUserSocket', { numberOfKeys: 1, lua: CLAIM });
  client.defineCommand('renewUserSockets', { numberOfKeys: 1, lua: RENEW });
  const commands = client as unknown as LedgerCommands;
  let warned = false;
  const warn = (error: unknown) => {
    if (!warned) opts.logger.warn({ err: error }, 'user socket ledger unavailable; counting per node only');
    warned = true;
  };
  client.on('error', warn);
  client.on('ready', () => (warned = false));

  const renew = () => {
    const byUser = new Map<number, string[]>();
    for (const { userId, socketId } of opts.live()) byUser.set(userId, [...(byUser.get(userId) ?? []), socketId]);
    for (const [userId, ids] of byUser) commands.renewUserSockets(keyOf(userId), opts.leaseMs, ...ids).catch(warn);
  };
  const heartbeat = setInterval(renew, Math.max(1, Math.floor(opts.leaseMs / 3)));
  heartbeat.unref();

  return {
    async claim(userId, socketId, max) {
      try {
        return (await commands.claimUserSocket(keyOf(userId), max, opts.leaseMs, socketId)) === 1;
      } catch (error) {
        warn(error);
        return true;
      }
    },
    release(userId, socketId) {
      client.zrem(keyOf(userId), socketId).catch(warn);
    },
    async close() {
      clearInterval(heartbeat);
      await closeRedis(client);
    },
  };
}
