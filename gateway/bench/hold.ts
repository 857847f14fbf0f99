import type { ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { ask, type Heartbeats } from './load.ts';
import { sleep } from './stats.ts';

/** Socket.IO's ping interval, which both benchmarked servers keep (neither sets its own). */
export const PING_INTERVAL_MS = Number(process.env.BENCH_PING_INTERVAL_MS ?? 25_000);

export interface HoldResult {
  seconds: number;
  /** Sockets open when the hold began, and still connected at its end. */
  sockets: number;
  connected: number;
  /** Pings the hold's length must bring every socket (one fewer than fit, for the phase). */
  expectedPings: number;
  /** The fewest pings any socket received, and the pings short of `expectedPings`, summed over sockets. */
  minPings: number;
  missedPings: number;
  /** The longest any socket waited for a ping (the hold's start and end count as ends). */
  longestGapMs: number;
  /** Sockets dropped during the run, by Socket.IO's reason ('ping timeout', 'transport close', ...). */
  drops: Record<string, number>;
  /** Server RSS per socket at the hold's end, after a full collection. */
  rssPerSocket: number;
}

/**
 * Holds every socket `seconds` long with nothing but heartbeats on them: the server pings each
 * every PING_INTERVAL_MS and drops one whose pong does not come in time, the client drops one
 * that does not hear a ping in time. Every socket must stay connected and hear its pings.
 */
export async function holdSockets(
  children: ChildProcess[],
  seconds: number,
  sockets: number,
  measureServer: () => Promise<number>,
  rssIdle: number,
  log: (text: string) => void,
): Promise<HoldResult> {
  await Promise.all(children.map((c) => ask(c, { hold: true }, 'holding')));
  const expectedPings = Math.max(0, Math.floor((seconds * 1000) / PING_INTERVAL_MS) - 1);
  log(`holding ${sockets} sockets for ${seconds} s (every socket must hear at least ${expectedPings} pings)`);
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    await sleep(Math.min(60_000, until - Date.now()));
    const now = await collect(children, 0);
    log(
      `  ${Math.round(seconds - (until - Date.now()) / 1000)} s: ${now.connected} connected, fewest pings ${now.minPings}, longest wait ${(now.longestGapMs / 1000).toFixed(1)} s, drops ${JSON.stringify(now.drops)}; load ${loadavg()[0]!.toFixed(1)}`,
    );
  }
  const end = await collect(children, expectedPings);
  const rss = await measureServer();
  return {
    seconds,
    sockets: end.sockets,
    connected: end.connected,
    expectedPings,
    minPings: end.minPings,
    missedPings: end.missedPings,
    longestGapMs: end.longestGapMs,
    drops: end.drops,
    rssPerSocket: (rss - rssIdle) / sockets,
  };
}

async function collect(children: ChildProcess[], expected: number): Promise<Heartbeats> {
  const all = (await Promise.all(children.map((c) => ask(c, { heartbeats: { expected } }, 'heartbeats')))).map(
    (m) => m.heartbeats!,
  );
  const drops: Record<string, number> = {};
  for (const h of all) for (const [reason, n] of Object.entries(h.drops)) drops[reason] = (drops[reason] ?? 0) + n;
  return {
    sockets: all.reduce((n, h) => n + h.sockets, 0),
    connected: all.reduce((n, h) => n + h.connected, 0),
    minPings: Math.min(...all.map((h) => h.minPings)),
    missedPings: all.reduce((n, h) => n + h.missedPings, 0),
    pings: all.reduce((n, h) => n + h.pings, 0),
    longestGapMs: Math.max(...all.map((h) => h.longestGapMs)),
    drops,
  };
}
