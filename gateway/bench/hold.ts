import type { ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import type { Judged } from '@bidhall/testkit/bench-verdict';
import { ask, type Heartbeats } from './load.ts';
import { sleep } from './stats.ts';

export interface HoldResult {
  seconds: number;
  /** Sockets open when the hold began, and still connected at its end. */
  sockets: number;
  connected: number;
  /** Pings heard during the hold: the fewest of any socket, and all of them (reported, not judged). */
  minPings: number;
  pings: number;
  /** The longest any socket waited for a ping during the hold, the wait still running at its end included. */
  longestGapMs: number;
  /** The longest wait the server's handshake allows between two pings: its ping interval plus its ping timeout. */
  allowedGapMs: number;
  /** Sockets dropped during the run, by Socket.IO's reason ('ping timeout', 'transport close', ...). */
  drops: Record<string, number>;
  /** Server RSS per socket at the hold's end, after a full collection. */
  rssPerSocket: number;
}

/**
 * Holds every socket `seconds` long with nothing but heartbeats on them: the server pings each
 * socket a ping interval after its last pong and drops one whose pong does not come within
 * the ping timeout; the client drops one that hears no ping within the two. judgeHold says
 * whether every socket kept its heartbeat.
 */
export async function holdSockets(
  children: ChildProcess[],
  seconds: number,
  sockets: number,
  measureServer: () => Promise<number>,
  /** The RSS a socket, from the server's RSS after the hold (measured as before it: load.ts). */
  perSocket: (rss: number) => number,
  log: (text: string) => void,
): Promise<HoldResult> {
  await Promise.all(children.map((c) => ask(c, { hold: true }, 'holding')));
  log(`holding ${sockets} sockets for ${seconds} s`);
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    await sleep(Math.min(60_000, until - Date.now()));
    const now = await collect(children);
    log(
      `  ${Math.round(seconds - (until - Date.now()) / 1000)} s: ${now.connected} connected, fewest pings ${now.minPings}, longest wait ${(now.longestGapMs / 1000).toFixed(1)} s (allowed ${(now.allowedGapMs / 1000).toFixed(1)} s), drops ${JSON.stringify(now.drops)}; load ${loadavg()[0]!.toFixed(1)}`,
    );
  }
  const end = await collect(children);
  const rss = await measureServer();
  return {
    seconds,
    sockets: end.sockets,
    connected: end.connected,
    minPings: end.minPings,
    pings: end.pings,
    longestGapMs: end.longestGapMs,
    allowedGapMs: end.allowedGapMs,
    drops: end.drops,
    rssPerSocket: perSocket(rss),
  };
}

/** What a verdict needs of the bench's Verdict (testkit's bench-verdict.ts). */
interface Checks {
  delivered(what: string, delivered: number, sent: number, verb?: string): Judged;
  require(ok: boolean, what: string): Judged;
}

/**
 * Whether every socket kept its heartbeat through the hold. What matters is that every ping
 * was answered and none was long in coming, not how many fit in the hold: the server sends
 * the next ping a ping interval after the pong, so a slow machine legitimately fits fewer.
 * - every socket still connected at the end, and none dropped for any reason (a pong the
 *   server missed, a ping the client missed, a transport closed);
 * - no socket waited longer for a ping than the handshake allows (interval + timeout): a
 *   socket whose heartbeats stopped fails here even if its own timer never fired;
 * - the hold longer than that wait, or a stopped heartbeat could not show.
 */
export function judgeHold(checks: Checks, what: string, h: HoldResult): void {
  const s = (ms: number) => (ms / 1000).toFixed(1);
  checks.delivered(`${what} sockets still connected after ${h.seconds} s`, h.connected, h.sockets, 'connected');
  checks.require(
    Object.keys(h.drops).length === 0,
    `${what} no socket dropped, by a missed ping or pong or otherwise (${JSON.stringify(h.drops)})`,
  );
  checks.require(
    h.seconds * 1000 > h.allowedGapMs,
    `${what} held longer than the ping interval + timeout (${h.seconds} s against ${s(h.allowedGapMs)} s), so a stopped heartbeat shows`,
  );
  checks.require(
    h.longestGapMs <= h.allowedGapMs,
    `${what} every socket heard each ping within the ping interval + timeout: longest wait ${s(h.longestGapMs)} s (allowed ${s(h.allowedGapMs)} s; fewest pings a socket heard ${h.minPings})`,
  );
}

async function collect(children: ChildProcess[]): Promise<Heartbeats> {
  const all = (await Promise.all(children.map((c) => ask(c, { heartbeats: true }, 'heartbeats')))).map(
    (m) => m.heartbeats!,
  );
  const drops: Record<string, number> = {};
  for (const h of all) for (const [reason, n] of Object.entries(h.drops)) drops[reason] = (drops[reason] ?? 0) + n;
  return {
    sockets: all.reduce((n, h) => n + h.sockets, 0),
    connected: all.reduce((n, h) => n + h.connected, 0),
    minPings: Math.min(...all.map((h) => h.minPings)),
    pings: all.reduce((n, h) => n + h.pings, 0),
    longestGapMs: Math.max(...all.map((h) => h.longestGapMs)),
    allowedGapMs: Math.min(...all.map((h) => h.allowedGapMs)),
    drops,
  };
}
