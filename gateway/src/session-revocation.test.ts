import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { BUS_VERSION, type BusMessage } from '@bidhall/contracts/bus';
import { eventually, TestClient } from '../test/harness.ts';
import { people, startWorld, TENANT, type World } from '../test/world.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => world.close());

const revoked = (userId: number, jti: string): BusMessage => ({
  v: BUS_VERSION,
  id: `revoked-${jti}`,
  tenantId: TENANT,
  createdAt: Date.now(),
  projectId: null,
  seq: null,
  type: 'session.revoked',
  payload: { userId, jti },
});

describe('a signed-out token', () => {
  it("closes the sockets opened with it, keeps the user's other sessions, and is refused at the next handshake", async () => {
    const signedOut = await world.tokenOf(people.agency);
    const otherBrowser = await world.tokenOf(people.agency);
    const tabs = await Promise.all(
      [signedOut, signedOut, otherBrowser].map((t) => new TestClient(world.node.url, t).connected()),
    );
    await world.publish(revoked(people.agency.userId, String(decodeJwt(signedOut).jti)));

    await eventually(() => expect(tabs.map((t) => t.socket.connected)).toEqual([false, false, true]));
    // The api still has the token in its stub, so only the gateway's own memory refuses it.
    const again = await new TestClient(world.node.url, signedOut).connected().then(
      () => null,
      (error: { data: { code: string } }) => error.data.code,
    );
    expect(again).toBe('token-revoked');
    for (const tab of tabs) tab.close();
  });
});
