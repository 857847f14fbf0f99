import type { HallSnapshot } from '@bidhall/contracts/realtime/server-events';
import type { GatewaySocket } from '../io.ts';
import type { Metrics } from '../metrics.ts';

type Waiting = { socket: GatewaySocket; admit: () => void; after: () => void };

/**
 * Joins answered with one and the same snapshot object go out together: the api client gives
 * every identical call in flight one shared answer, so after a gateway died the hundreds of its
 * sockets that re-join here with one token resume at once with that object. One broadcast to
 * all of them encodes the snapshot (tens of kB for a hall of 200 bidders) once, where an emit
 * per socket encoded it for each, and that encoding was the survivor's largest cost after
 * writing to its sockets.
 *
 * Each socket's packets keep their order: its admission (rooms, then the acknowledgement), the
 * snapshot, then `after` (the events that raced the join). All of it runs in one turn, queued
 * behind every join that resumed with the same answer, so no stream event falls in between.
 */
export function createSnapshotBatch(metrics: Metrics) {
  const pending = new Map<HallSnapshot, Waiting[]>();

  function flush(snapshot: HallSnapshot): void {
    const batch = (pending.get(snapshot) ?? []).filter((w) => w.socket.connected);
    pending.delete(snapshot);
    if (batch.length === 0) return;
    for (const w of batch) w.admit();
    batch[0]!.socket.nsp.local.to(batch.map((w) => w.socket.id)).emit('hall:snapshot', snapshot);
    metrics.emits.inc({ event: 'hall:snapshot' }, batch.length);
    for (const w of batch) w.after();
  }

  /** Sends `snapshot` to `socket` between `admit` and `after`, together with the other joins that got the same object. */
  return function send(socket: GatewaySocket, snapshot: HallSnapshot, admit: () => void, after: () => void): void {
    let batch = pending.get(snapshot);
    if (!batch) {
      pending.set(snapshot, (batch = []));
      // Microtasks run in order: every join already resumed by the same answer is queued before this.
      queueMicrotask(() => flush(snapshot));
    }
    batch.push({ socket, admit, after });
  };
}
