import { describe, expect, it } from 'vitest';
import { requireRedis } from '@bidhall/testkit/services';
import { eventually } from '../test/harness.ts';
import { proxiedGateway, sharedRedis } from '../test/proxied-gateway.ts';

const up = await requireRedis();

describe.skipIf(!up)('Redis outage', () => {
  const gw = proxiedGateway('outage-test', sharedRedis);

  it('keeps the sockets while Redis is away, resubscribes when it returns, and resyncs the missed seqs', async () => {
    const { outbox, clients } = await gw.hall(200_000 + (process.pid % 100_000), 2);
    const ids = clients.map((c) => c.socket.id);
    await gw.publisher.publish(outbox.quote(11, '95.00'));
    for (const c of clients) await eventually(() => expect(c.received('quote:accepted')).toHaveLength(1));

    await gw.cut();
    await eventually(async () => expect(await gw.health()).toBe(503));
    await gw.publisher.publish(outbox.quote(12, '94.00'));
    await gw.publisher.publish(outbox.quote(11, '93.00'));
    await gw.restore();
    await eventually(async () => expect(await gw.health()).toBe(200), 10_000);
    // Resubscribed: the next event shows the gap, and the hall is resynced by snapshot.
    await eventually(async () => {
      await gw.publisher.publish(outbox.quote(12, '92.00'));
      for (const c of clients) expect(c.received('hall:snapshot').length).toBe(2);
    }, 10_000);
    for (const c of clients) {
      expect(c.socket.connected).toBe(true);
      const last = c.received('hall:snapshot').at(-1) as { seq: number; ranking: { entries: { amount: string }[] } };
      expect(last.seq).toBeGreaterThanOrEqual(4);
      expect(last.ranking.entries.map((e) => e.amount)).toContain('93.00');
    }
    expect(clients.map((c) => c.socket.id)).toEqual(ids);
    for (const c of clients) c.close();
  }, 30_000);
});
