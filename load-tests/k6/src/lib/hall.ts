import type { PROTOCOL_VERSION } from '@bidhall/contracts/realtime/protocol';
import encoding from 'k6/encoding';
import { frameItems } from '@bidhall/contracts/realtime/packed-items';
import { metrics } from './metrics.ts';
import { connectSocketIo } from './socketio.ts';

/** The realtime protocol version the scripts speak; tsc fails here when contracts moves on. */
const V: typeof PROTOCOL_VERSION = 1;

const STREAM_EVENTS = ['quote:accepted', 'window:changed', 'project:state', 'signup:audited', 'quotes:opened'];
/**
 * Agency and purchaser see every stream event while quoting runs; suppliers receive a
 * subsequence by design (packages/contracts README "What a client sees is a subsequence"),
 * so only full audiences can tell a lost message from one they were never meant to get.
 */
const FULL_AUDIENCES = ['agency', 'purchaser'];

/** One event of a `hall:frame`. */
type FramedItem = { event: string; message: StreamMessage };

type StreamMessage = {
  seq: number;
  view?: { kind: string; quote?: { acceptedAt: number }; own?: { acceptedAt: number } | null };
};

/**
 * Holds one hall socket for `holdMs`: syncs the clock, joins, and checks every stream
 * message for seq gaps and fan-out latency. Blocks the VU until the socket closes.
 */
export function holdHall(wsRoot: string, token: string, projectId: number, holdMs: number): void {
  let offset = 0;
  let lastSeq = 0;
  let full = false;

  function onStream(event: string, message: StreamMessage) {
    metrics.stream_events.add(1, { event });
    const seq = Number(message.seq);
    if (seq <= lastSeq) return; // a re-delivery: applied already
    if (full && seq > lastSeq + 1) metrics.seq_gaps.add(seq - lastSeq - 1);
    lastSeq = seq;
    if (event !== 'quote:accepted' || !message.view) return;
    const view = message.view;
    const at =
      view.kind === 'full' && view.quote
        ? view.quote.acceptedAt
        : view.kind === 'supplier' && view.own
          ? view.own.acceptedAt
          : null;
    if (typeof at !== 'number') return;
    metrics.fanout_latency.add(Date.now() + offset - at);
    metrics.fanout_samples.add(1);
  }

  connectSocketIo(
    wsRoot,
    { token, v: V },
    {
      holdMs,
      onConnectError: (message) => metrics.socket_handshakes.add(false, { error: message.slice(0, 60) }),
      onConnect(sio) {
        metrics.socket_handshakes.add(true);
        const t0 = Date.now();
        sio.emit('time:ping', { t0 }, (ack) => {
          if (ack && ack.ok) offset = ack.data.serverNow - (t0 + Date.now()) / 2;
        });
        for (const event of STREAM_EVENTS) sio.on(event, (message) => onStream(event, message));
        // A watcher's events under a storm come several to a frame (packed when many sockets
        // share it, a bidder's with its own standings beside), each as if alone.
        sio.on('hall:frame', (frame) => {
          const items = frameItems(
            frame,
            (base64) => new Uint8Array(encoding.b64decode(base64, 'std')),
          ) as FramedItem[];
          for (const item of items) onStream(String(item.event), item.message);
        });
        sio.on('hall:snapshot', (snapshot) => {
          lastSeq = Math.max(lastSeq, Number(snapshot.seq));
        });
        sio.emit('hall:join', { projectId }, (ack) => {
          const outcome = ack && ack.ok ? 'ok' : ack && ack.error ? String(ack.error.code) : 'no-ack';
          metrics.hall_joins.add(outcome === 'ok', { outcome });
          if (outcome !== 'ok') return sio.close();
          full = FULL_AUDIENCES.indexOf(ack.data.audience) >= 0;
          lastSeq = Math.max(lastSeq, Number(ack.data.headSeq));
        });
      },
    },
  );
}
