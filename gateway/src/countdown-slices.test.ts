import { afterEach, describe, expect, it } from 'vitest';
import { rooms } from '@bidhall/contracts/realtime/rooms';
import { openWindow } from '../test/outbox.ts';
import { startCountdown } from './countdown.ts';
import { ProjectStreams } from './fanout/project-streams.ts';
import type { GatewayServer } from './io.ts';
import { createMetrics } from './metrics.ts';
import { eventually } from '../test/harness.ts';

/** The part of Socket.IO the countdown uses: this node's rooms, and volatile local room emits (recorded). */
function fakeIo(present: Map<string, Set<string>>, afterSend = () => {}) {
  const sent: { to: string[]; message: { projectId: number; serverNow: number } }[] = [];
  const io = {
    of: () => ({ adapter: { rooms: present } }),
    local: {
      volatile: {
        to: (to: string[]) => ({
          emit: (event: string, message: { projectId: number; serverNow: number }) => {
            expect(event).toBe('countdown');
            sent.push({ to, message });
            afterSend();
          },
        }),
      },
    },
  };
  return { io: io as unknown as GatewayServer, sent };
}

let stop = () => {};
afterEach(() => stop());

describe('countdown slices', () => {
  it('sends each socket of a hall one countdown per tick, a slice at a time, each stamped when it goes', async () => {
    const projectId = 71;
    const present = new Map([
      [rooms.project(projectId, 'supplier'), new Set(['s1', 's2', 's3', 's4'])],
      [rooms.project(projectId, 'agency'), new Set(['a1'])],
      [rooms.project(projectId, 'expert'), new Set(['e1'])],
      // Another hall's sockets, and a hall without a window, are not this hall's countdown.
      [rooms.project(72, 'supplier'), new Set(['x1'])],
    ]);
    const streams = new ProjectStreams();
    streams.get(projectId, 1).offerWindow(openWindow(1_000_000));
    streams.get(72, 1);
    let now = 1_000_000;
    // Each reading of the clock is a millisecond later, so each slice shows the time it was stamped.
    const clock = { now: () => (now += 1) };
    const { io, sent } = fakeIo(present);
    stop = startCountdown({
      io,
      streams,
      clock,
      metrics: createMetrics({ defaultMetrics: false }),
      intervalMs: 50,
      sliceSize: 4,
    });

    await eventually(() => expect(sent.length).toBeGreaterThanOrEqual(2));
    stop();
    const [first, second] = sent;
    expect(first?.to).toHaveLength(4);
    expect(second?.to).toHaveLength(2);
    expect([...(first?.to ?? []), ...(second?.to ?? [])].sort()).toEqual(['a1', 'e1', 's1', 's2', 's3', 's4']);
    expect(sent.every((s) => s.message.projectId === projectId)).toBe(true);
    expect(second?.message.serverNow).toBeGreaterThan(first?.message.serverNow ?? Infinity);
  });

  it('sends no further slice once stopped mid-tick', async () => {
    const projectId = 73;
    const present = new Map([[rooms.project(projectId, 'supplier'), new Set(['s1', 's2', 's3'])]]);
    const streams = new ProjectStreams();
    streams.get(projectId, 1).offerWindow(openWindow(1_000_000));
    // Stopped as the first slice goes: the two slices left of that tick stay unsent.
    const { io, sent } = fakeIo(present, () => stop());
    const metrics = createMetrics({ defaultMetrics: false });
    stop = startCountdown({ io, streams, clock: { now: () => 1_000_000 }, metrics, intervalMs: 20, sliceSize: 1 });
    await eventually(() => expect(sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toHaveLength(1);
  });
});
