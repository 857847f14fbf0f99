import { performance } from 'node:perf_hooks';
import { io as connect, type Socket } from 'socket.io-client';
import type { Heartbeats } from './load.ts';
import { sleep } from './stats.ts';
import { DeliveryCount } from './delivery-count.ts';
import { leanParser, quoteSeqsOfFrame, seqOfMessage } from './lean-parser.ts';

/**
 * One of several client processes of the benchmark, so that the load generator is not what
 * gets measured. Opens its share of sockets (joining the hall on the gateway), records when
 * each quote:accepted arrives (alone or in a hall:frame), and reports latencies once told when each event was published.
 */
interface Start {
  url: string;
  tokens: string[];
  projectId: number | null;
}

const now = () => performance.timeOrigin + performance.now();
const sockets: Socket[] = [];
/** Receipt times per seq (each socket's first receipt of it). */
const receipts = new Map<number, number[]>();
/** Each socket's seqs, its close and its duplicates: where a shortfall went. */
const count = new DeliveryCount();
let opened = 0;
/**
 * Every packet the server wrote to this process's sockets, by kind (each event's name, and
 * 'ping' for Socket.IO's heartbeats), so the run can say what each server sent per socket
 * beside the measured events (the gateway's countdown, heartbeats falling in the window).
 */
const packets = new Map<string, number>();
const countPacket = (kind: string) => packets.set(kind, (packets.get(kind) ?? 0) + 1);

/**
 * The heartbeat watch: when each socket last heard a ping (its connect counting as one), and
 * during the hold the pings it heard and the longest wait between two of them (a wait that
 * spans the hold's start counts whole); the sockets dropped, by reason (a ping the server
 * did not get its pong for drops it, as does a client that hears no ping in time: 'ping
 * timeout' or 'transport close'); and the longest wait the server's handshake allows (its
 * ping interval plus its ping timeout).
 */
let holdStarted = 0;
const pings = new Map<Socket, { count: number; last: number; longestGap: number }>();
const drops = new Map<string, number>();
let allowedGapMs = Infinity;
/** The server's ping interval, from the first handshake. */
let pingIntervalMs = 0;

function heartbeats(): Heartbeats {
  const at = now();
  let minPings = Infinity;
  let total = 0;
  let longestGapMs = 0;
  for (const socket of sockets) {
    const seen = pings.get(socket) ?? { count: 0, last: holdStarted, longestGap: 0 };
    minPings = Math.min(minPings, seen.count);
    total += seen.count;
    longestGapMs = Math.max(longestGapMs, seen.longestGap, at - seen.last);
  }
  return {
    sockets: sockets.length,
    connected: sockets.filter((s) => s.connected).length,
    minPings: sockets.length ? minPings : 0,
    pings: total,
    longestGapMs,
    allowedGapMs,
    drops: Object.fromEntries(drops),
  };
}

/** Like the web app, a handshake refused as 'unavailable' (the api was slow) is tried again. */
async function open(url: string, token: string, projectId: number | null, attempt = 1): Promise<void> {
  try {
    await openOnce(url, token, projectId);
  } catch (error) {
    // A handshake the loaded server did not answer within the connect timeout is tried again
    // too: setting up is not what the bench measures.
    const code = (error as { data?: { code?: string } }).data?.code;
    const timedOut = (error as Error).message === 'timeout';
    if ((code !== 'unavailable' && !timedOut) || attempt >= 10) throw error;
    await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    await open(url, token, projectId, attempt + 1);
  }
}

async function openOnce(url: string, token: string, projectId: number | null): Promise<void> {
  const socket = connect(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    timeout: 60_000,
    auth: { token, v: 1 },
    parser: leanParser,
  });
  const name = String((opened += 1));
  const receive = (seq: number, at: number) => {
    if (!Number.isInteger(seq) || !count.note(name, seq)) return;
    let list = receipts.get(seq);
    if (!list) receipts.set(seq, (list = []));
    list.push(at);
  };
  // Bodies come as text (lean-parser.ts): each seq read from it.
  socket.on('quote:accepted', (body: string) => receive(seqOfMessage(body), now()));
  // A watcher's quotes under a storm, several to a frame: each counted, at the frame's arrival.
  socket.on('hall:frame', (body: string) => {
    const at = now();
    for (const seq of quoteSeqsOfFrame(body)) receive(seq, at);
  });
  socket.io.engine.once('handshake', (data) => {
    allowedGapMs = Math.min(allowedGapMs, data.pingInterval + data.pingTimeout);
    pingIntervalMs ||= data.pingInterval;
  });
  socket.onAny((event: string) => countPacket(event));
  socket.io.on('ping', () => {
    countPacket('ping');
    const at = now();
    const seen = pings.get(socket) ?? { count: 0, last: at, longestGap: 0 };
    if (holdStarted !== 0) {
      seen.count += 1;
      seen.longestGap = Math.max(seen.longestGap, at - seen.last);
    }
    seen.last = at;
    pings.set(socket, seen);
  });
  socket.on('disconnect', (reason) => {
    drops.set(reason, (drops.get(reason) ?? 0) + 1);
    count.closed(name, reason);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
  sockets.push(socket);
  count.opened(name);
  if (!pings.has(socket)) pings.set(socket, { count: 0, last: now(), longestGap: 0 });
  if (projectId !== null) {
    // A join the gateway answers 'unavailable' (its api call timed out on a loaded machine) is
    // asked again, as the web app does; any other refusal ends the run.
    for (let attempt = 1; ; attempt++) {
      const ack = (await socket.timeout(30_000).emitWithAck('hall:join', { projectId })) as {
        ok: boolean;
        error?: { code?: string };
      };
      if (ack.ok) break;
      if (ack.error?.code !== 'unavailable' || attempt >= 10) throw new Error(`join refused: ${JSON.stringify(ack)}`);
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/** Handshakes in flight at most: a server slower than the pace is not buried under them. */
const IN_FLIGHT = 100;

/**
 * Opens the sockets evenly over one ping interval of the server (read from the first
 * handshake). A socket's heartbeats come every interval after its own handshake, so spread
 * this way the sockets of either server take the same share of heartbeats in any stretch of
 * time, as a server's long-lived sockets do; opened as fast as the server takes them, the
 * slower server's heartbeats would fall in the publish window and the faster one's before it.
 */
async function start({ url, tokens, projectId }: Start): Promise<void> {
  const [first, ...rest] = tokens;
  const began = now();
  if (first !== undefined) await open(url, first, projectId);
  const pending = new Set<Promise<void>>();
  const failure: { error?: Error } = {};
  for (const [i, token] of rest.entries()) {
    const wait = began + ((i + 1) * pingIntervalMs) / tokens.length - now();
    if (wait > 0) await sleep(wait);
    while (pending.size >= IN_FLIGHT) await Promise.race(pending);
    if (failure.error) throw failure.error;
    const opening: Promise<void> = open(url, token, projectId)
      .catch((error: Error) => void (failure.error ??= error))
      .finally(() => pending.delete(opening));
    pending.add(opening);
  }
  await Promise.all(pending);
  if (failure.error) throw failure.error;
  process.send?.({ ready: sockets.length, spreadMs: now() - began });
}

function report(published: Record<number, number>): void {
  const latencies: number[] = [];
  let first = Infinity;
  let last = 0;
  for (const [seq, times] of receipts) {
    const sentAt = published[seq];
    if (sentAt === undefined) continue;
    for (const t of times) {
      latencies.push(t - sentAt);
      first = Math.min(first, t);
      last = Math.max(last, t);
    }
  }
  // Exit only once the (large) report has been handed over: exiting earlier would drop it.
  const seqs = Object.keys(published).map(Number);
  process.send?.({ report: { latencies, first, last, shortfall: count.shortfall(seqs) } }, undefined, {}, () => {
    for (const s of sockets) s.close();
    process.exit(0);
  });
}

process.on(
  'message',
  (m: {
    start?: Start;
    progress?: true;
    packets?: true;
    published?: Record<number, number>;
    hold?: true;
    heartbeats?: true;
  }) => {
    if (m.start) start(m.start).catch((error: Error) => process.send?.({ error: error.message }));
    if (m.hold) {
      holdStarted = now();
      // The wait running at the hold's start counts whole; only the pings are counted anew.
      for (const seen of pings.values()) Object.assign(seen, { count: 0, longestGap: 0 });
      process.send?.({ holding: sockets.length });
    }
    if (m.heartbeats) process.send?.({ heartbeats: heartbeats() });
    if (m.progress) process.send?.({ progress: count.delivered });
    if (m.packets) process.send?.({ packets: Object.fromEntries(packets) });
    if (m.published) report(m.published);
  },
);
