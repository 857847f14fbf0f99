import { Counter, Trend } from 'k6/metrics';
import { BASE_URL, PROTOCOL_VERSION } from './api.js';
import { connectSocketIo } from './socketio.js';

/** Event server time (acceptedAt) to receipt, on the clock corrected by time:ping. */
export const fanoutLatency = new Trend('fanout_latency', true);
/** Missing seqs seen by sockets whose audience receives every stream event. */
export const seqGaps = new Counter('seq_gaps');
export const hallJoins = new Counter('hall_joins');
export const streamEvents = new Counter('stream_events');
export const connectErrors = new Counter('socket_connect_errors');

const STREAM_EVENTS = ['quote:accepted', 'window:changed', 'project:state', 'signup:audited', 'quotes:opened'];
/**
 * Agency and purchaser see every stream event while quoting runs; suppliers receive a
 * subsequence by design (packages/contracts README "What a client sees is a subsequence"),
 * so only full audiences can tell a lost message from one they were never meant to get.
 */
const FULL_AUDIENCES = ['agency', 'purchaser'];

/**
 * @typedef {object} HallHooks
 * @property {(sio: import('./socketio.js').SioSocket) => void} [onJoined]
 * @property {(message: any) => void} [onQuote]  every quote:accepted, after the seq check
 */

/**
 * Holds one hall socket for `holdMs`: syncs the clock, joins, and checks every stream
 * message for seq gaps and fan-out latency.
 * @param {string} token
 * @param {number} projectId
 * @param {number} holdMs
 * @param {HallHooks} [hooks]
 */
export function holdHall(token, projectId, holdMs, hooks) {
  let offset = 0;
  let lastSeq = 0;
  let full = false;

  /** @param {string} event @param {any} message */
  function onStream(event, message) {
    streamEvents.add(1, { event });
    const seq = Number(message.seq);
    if (seq <= lastSeq) return; // a re-delivery: applied already
    if (full && seq > lastSeq + 1) seqGaps.add(seq - lastSeq - 1);
    lastSeq = seq;
    if (event !== 'quote:accepted') return;
    const view = message.view;
    const at = view.kind === 'full' ? view.quote.acceptedAt : view.kind === 'supplier' && view.own ? view.own.acceptedAt : null;
    if (typeof at === 'number') fanoutLatency.add(Date.now() + offset - at);
    if (hooks && hooks.onQuote) hooks.onQuote(message);
  }

  connectSocketIo(BASE_URL, { token, v: PROTOCOL_VERSION }, {
    holdMs,
    onConnectError: (message) => connectErrors.add(1, { message: message.slice(0, 60) }),
    onConnect(sio) {
      const t0 = Date.now();
      sio.emit('time:ping', { t0 }, (ack) => {
        if (ack && ack.ok) offset = ack.data.serverNow - (t0 + Date.now()) / 2;
      });
      for (const event of STREAM_EVENTS) sio.on(event, (message) => onStream(event, message));
      sio.on('hall:snapshot', (snapshot) => {
        lastSeq = Math.max(lastSeq, Number(snapshot.seq));
      });
      sio.emit('hall:join', { projectId }, (ack) => {
        hallJoins.add(1, { outcome: ack && ack.ok ? 'ok' : ack && ack.error ? ack.error.code : 'no-ack' });
        if (!ack || !ack.ok) return sio.close();
        full = FULL_AUDIENCES.includes(ack.data.audience);
        lastSeq = Math.max(lastSeq, Number(ack.data.headSeq));
        if (hooks && hooks.onJoined) hooks.onJoined(sio);
      });
    },
  });
}
