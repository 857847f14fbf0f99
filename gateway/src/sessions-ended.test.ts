import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUS_VERSION, type BusMessage } from '@bidhall/contracts/bus';
import { eventually, TestClient } from '../test/harness.ts';
import { people, startWorld, TENANT, type World } from '../test/world.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld({ env: { MAX_SOCKETS_PER_USER: '3' } });
});
afterAll(async () => world.close());

const ended = (userId: number, sessionVersion: number): BusMessage => ({
  v: BUS_VERSION,
  id: `ended-${userId}-${sessionVersion}`,
  tenantId: TENANT,
  createdAt: Date.now(),
  projectId: null,
  seq: null,
  type: 'sessions.ended',
  payload: { userId, sessionVersion },
});

const outcome = (client: TestClient) =>
  client.connected().then(
    () => 'connected',
    (error: { data: { code: string }; message: string }) => `${error.data.code}: ${error.message}`,
  );

describe("a user's sessions ended (password changed, disabled, a role or approval taken)", () => {
  it("closes every socket of the user's older tokens at once, refuses them from then on, and keeps newer ones and other users", async () => {
    const older = [await world.tokenOf(people.supplierA), await world.tokenOf(people.supplierA, { sessionVersion: 1 })];
    const rival = await world.tokenOf(people.supplierB);
    const clients = await Promise.all(
      [...older, rival].map((token) => new TestClient(world.node.url, token).connected()),
    );

    await world.publish(ended(people.supplierA.userId, 2));
    await eventually(() => expect(clients.map((c) => c.socket.connected)).toEqual([false, false, true]));

    // The api stub still accepts both tokens: only the gateway's own memory of the event refuses them.
    for (const token of older) expect(await outcome(new TestClient(world.node.url, token))).toMatch(/^token-revoked/);
    const fresh = await world.tokenOf(people.supplierA, { sessionVersion: 2 });
    const again = new TestClient(world.node.url, fresh);
    expect(await outcome(again)).toBe('connected');
    for (const client of [...clients, again]) client.close();
  });
});

describe('sockets per user', () => {
  it('refuses the one past MAX_SOCKETS_PER_USER with a reason, counting handshakes that arrive together', async () => {
    const token = await world.tokenOf(people.purchaser);
    const clients = Array.from({ length: 5 }, () => new TestClient(world.node.url, token, { lang: 'en-US' }));
    const outcomes = await Promise.all(clients.map(outcome));
    expect(outcomes.filter((o) => o === 'connected')).toHaveLength(3);
    expect(outcomes.filter((o) => o !== 'connected')).toEqual([
      'too-many-sockets: Too many live connections for this account (at most 3); close other pages and try again',
      'too-many-sockets: Too many live connections for this account (at most 3); close other pages and try again',
    ]);

    // Another user is not counted against this one; a closed socket frees its place.
    const other = new TestClient(world.node.url, await world.tokenOf(people.agency));
    expect(await outcome(other)).toBe('connected');
    clients.find((c) => c.socket.connected)!.close();
    await eventually(() => expect(clients.filter((c) => c.socket.connected)).toHaveLength(2));
    const next = new TestClient(world.node.url, token);
    expect(await outcome(next)).toBe('connected');
    for (const client of [...clients, other, next]) client.close();
  });
});
