import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { Server } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { REDIS_URL, requireRedis } from '@bidhall/testkit/services';
import { eventually, settle } from '../test/harness.ts';
import type { GatewayServer } from './io.ts';
import { attachRedisAdapter } from './redis-adapter.ts';
import { useRoomLoop } from './room-loop.ts';

const up = await requireRedis();
/** Rooms of this run only: other suites share the Redis adapter's channels. */
const tag = `room-loop-${process.pid}`;
const room = (name: string) => `${tag}:${name}`;

/** `generalWalks`: how many operations the adapter's own walk was left. */
type Node = { io: Server; url: string; generalWalks: number; close(): Promise<void> };
const open: { nodes: Node[]; clients: ClientSocket[] } = { nodes: [], clients: [] };
afterEach(async () => {
  for (const c of open.clients.splice(0)) c.close();
  await Promise.all(open.nodes.splice(0).map((n) => n.close()));
});

/** A Socket.IO server with the room loop (on the Redis adapter when asked); a client names its rooms. */
async function startNode(redis = false): Promise<Node> {
  const http = createServer();
  const io = new Server(http, { transports: ['websocket'] });
  const closeAdapter = redis
    ? attachRedisAdapter(io as unknown as GatewayServer, REDIS_URL, {
        nodeName: tag,
        logger: pino({ level: 'silent' }),
      })
    : async () => {};
  const adapter = io.of('/').adapter as unknown as { apply: (...args: unknown[]) => void };
  const general = adapter.apply.bind(adapter);
  adapter.apply = (...args) => {
    node.generalWalks += 1;
    general(...args);
  };
  useRoomLoop(io.of('/').adapter);
  io.on('connection', (socket) => socket.join((socket.handshake.auth as { rooms: string[] }).rooms.map(room)));
  http.listen(0, '127.0.0.1');
  await once(http, 'listening');
  const node: Node = {
    io,
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    generalWalks: 0,
    async close() {
      io.local.disconnectSockets(true);
      await closeAdapter();
      await new Promise((resolve) => io.close(resolve));
    },
  };
  open.nodes.push(node);
  return node;
}

/** A client in the named rooms, and every `m` message it receives. */
async function client(node: Node, ...rooms: string[]): Promise<{ got: unknown[] }> {
  const socket = connect(node.url, { transports: ['websocket'], forceNew: true, auth: { rooms } });
  open.clients.push(socket);
  const got: unknown[] = [];
  socket.on('m', (m: unknown) => got.push(m));
  await new Promise((resolve) => socket.once('connect', () => resolve(null)));
  return { got };
}

describe('the one-room walk', () => {
  it('reaches each member of the room once, and no socket outside it', async () => {
    const node = await startNode();
    const [a, b, outside] = await Promise.all([client(node, 'r'), client(node, 'r', 'x'), client(node, 'x')]);
    node.io.local.to(room('r')).emit('m', 1);
    await eventually(() => expect(b.got).toEqual([1]));
    await settle();
    expect(a.got).toEqual([1]);
    expect(outside.got).toEqual([]);
    expect(node.generalWalks).toBe(0);
  });

  it('leaves out the excepted rooms: a few bidding firms in a large room', async () => {
    const node = await startNode();
    const firm1 = await client(node, 'supplier', 'firm:1');
    const firm2 = await client(node, 'supplier', 'firm:2');
    const watchers = await Promise.all(Array.from({ length: 6 }, () => client(node, 'supplier')));
    node.io.local
      .to(room('supplier'))
      .except([room('firm:1'), room('firm:2'), room('nobody')])
      .emit('m', 'non-bidder view');
    await eventually(() => watchers.forEach((w) => expect(w.got).toEqual(['non-bidder view'])));
    await settle();
    expect(firm1.got).toEqual([]);
    expect(firm2.got).toEqual([]);
  });

  it('leaves out the excepted rooms: a large room excepted from a small one (the big screen)', async () => {
    const node = await startNode();
    const screenOnly = await client(node, 'screen');
    const screenInHall = await client(node, 'screen', 'hall');
    const hall = await Promise.all(Array.from({ length: 6 }, () => client(node, 'hall')));
    node.io.local.to(room('screen')).except(room('hall')).emit('m', 'screen view');
    await eventually(() => expect(screenOnly.got).toEqual(['screen view']));
    await settle();
    expect(screenInHall.got).toEqual([]);
    for (const h of hall) expect(h.got).toEqual([]);
  });

  it('leaves several rooms to the adapter: a socket in two of them gets the message once', async () => {
    const node = await startNode();
    const both = await client(node, 'r1', 'r2');
    const one = await client(node, 'r2');
    node.io.local.to([room('r1'), room('r2')]).emit('m', 'once');
    await eventually(() => expect(one.got).toEqual(['once']));
    await settle();
    expect(both.got).toEqual(['once']);
    expect(node.generalWalks).toBe(1);
  });

  it('walks the room for the other operations too (fetch, disconnect)', async () => {
    const node = await startNode();
    await Promise.all([client(node, 'r'), client(node, 'r', 'x'), client(node, 'y')]);
    expect(await node.io.local.in(room('r')).except(room('x')).fetchSockets()).toHaveLength(1);
    node.io.local.in(room('r')).disconnectSockets(true);
    await eventually(() => expect(node.io.of('/').sockets.size).toBe(1));
  });
});

describe.skipIf(!up)('the one-room walk behind the Redis adapter', () => {
  it("a node's broadcast reaches the room's members on both nodes once, excepted rooms left out on both", async () => {
    const [n1, n2] = await Promise.all([startNode(true), startNode(true)]);
    const on1 = await Promise.all([client(n1, 'supplier'), client(n1, 'supplier', 'firm:1'), client(n1, 'other')]);
    const on2 = await Promise.all([client(n2, 'supplier'), client(n2, 'supplier', 'firm:1'), client(n2, 'other')]);
    // Both nodes' adapters subscribed: a broadcast sent before would not reach the other node.
    await eventually(async () => expect(await n1.io.in(room('supplier')).fetchSockets()).toHaveLength(4), 5000);
    n1.io.to(room('supplier')).except(room('firm:1')).emit('m', 'everywhere');
    n2.io.local.to(room('supplier')).emit('m', 'local to n2');
    await eventually(() => expect(on1[0].got).toEqual(['everywhere']));
    // The local emit may come first: the other node's goes through Redis.
    await eventually(() => expect([...on2[0].got].sort()).toEqual(['everywhere', 'local to n2']));
    await settle(300);
    expect(on1[0].got).toEqual(['everywhere']);
    expect(on1[1].got).toEqual([]);
    expect(on2[1].got).toEqual(['local to n2']);
    for (const other of [on1[2], on2[2]]) expect(other.got).toEqual([]);
  });
});
