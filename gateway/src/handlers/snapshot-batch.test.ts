import type { HallSnapshot } from '@bidhall/contracts/realtime/server-events';
import { describe, expect, it } from 'vitest';
import type { GatewaySocket } from '../io.ts';
import { createMetrics } from '../metrics.ts';
import { createSnapshotBatch } from './snapshot-batch.ts';

/** Sockets of one namespace whose broadcasts and admissions land in one log, in order. */
function world() {
  const log: string[] = [];
  const nsp = {
    local: {
      to: (ids: string[]) => ({
        emit: (event: string, snapshot: { seq: number }) => log.push(`${event} ${snapshot.seq} to ${ids.join(',')}`),
      }),
    },
  };
  const socket = (id: string, connected = true) => ({ id, connected, nsp }) as unknown as GatewaySocket;
  return { log, socket };
}

const snapshotAt = (seq: number) => ({ seq }) as HallSnapshot;

describe('joins answered with one shared snapshot', () => {
  it('get it in one broadcast, each socket admitted before it and bridged after it', async () => {
    const { log, socket } = world();
    const metrics = createMetrics({ defaultMetrics: false });
    const send = createSnapshotBatch(metrics);
    const shared = snapshotAt(7);
    const other = snapshotAt(7);
    for (const s of [socket('a'), socket('b'), socket('gone', false)])
      send(
        s,
        shared,
        () => log.push(`admit ${s.id}`),
        () => log.push(`bridge ${s.id}`),
      );
    send(
      socket('c'),
      other,
      () => log.push('admit c'),
      () => log.push('bridge c'),
    );
    expect(log).toEqual([]);
    await Promise.resolve();
    expect(log).toEqual([
      'admit a',
      'admit b',
      'hall:snapshot 7 to a,b',
      'bridge a',
      'bridge b',
      'admit c',
      'hall:snapshot 7 to c',
      'bridge c',
    ]);
    expect((await metrics.emits.get()).values.find((v) => v.labels.event === 'hall:snapshot')?.value).toBe(3);
  });
});
