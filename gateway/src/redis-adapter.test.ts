import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Server } from 'socket.io';
import { pino } from 'pino';
import { PROTOCOL_VERSION } from '@bidhall/contracts/realtime/protocol';
import { REDIS_URL, requireRedis } from '@bidhall/testkit/services';
import { settle } from '../test/harness.ts';
import { TcpProxy } from '../test/tcp-proxy.ts';
import type { GatewayServer } from './io.ts';
import { attachRedisAdapter } from './redis-adapter.ts';

// Without Redis this prints why it is skipped; with CI=true a missing Redis fails the run.
const up = await requireRedis();

describe.skipIf(!up)('the Redis adapter when its connection ends with broadcasts queued', () => {
  const redis = new URL(REDIS_URL);
  const proxy = new TcpProxy(redis.hostname, Number(redis.port || 6379));
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    await proxy.start();
    process.on('unhandledRejection', onUnhandled);
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await proxy.cut();
  });

  it('handles the rejected publishes: logged, not an unhandled rejection that would kill the process', async () => {
    const io: GatewayServer = new Server(createServer());
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
    const close = attachRedisAdapter(io, proxy.url, { nodeName: `adapter-test-${process.pid}`, logger });
    io.to('project:1:agency').emit('hall:presence', { v: PROTOCOL_VERSION, projectId: 1, online: 1 });
    await settle(500);

    // Redis hung: the connections reconnect to a peer that never answers, and a broadcast
    // queues behind them. Closing ends the connections, which rejects the queued publish.
    proxy.hang();
    await settle(500);
    io.to('project:1:agency').emit('hall:presence', { v: PROTOCOL_VERSION, projectId: 1, online: 2 });
    await close();
    await io.close();
    // The hung peer goes (as it does when the process exits): the connections close for good.
    await proxy.cut();
    await settle(300);

    expect(unhandled).toEqual([]);
    expect(lines.join('')).toContain('Connection is closed.');
  });
});
