import { describe, expect, it } from 'vitest';
import { Verdict } from '@bidhall/testkit/bench-verdict';
import { judgeHold, type HoldResult } from './hold.ts';

/** A 300 s hold of 19,890 sockets as run on the loaded machine: every ping answered, the longest wait 32.2 s. */
const held: HoldResult = {
  seconds: 300,
  sockets: 19_890,
  connected: 19_890,
  minPings: 10,
  pings: 19_890 * 11 - 7_996,
  longestGapMs: 32_200,
  allowedGapMs: 45_000,
  drops: {},
  rssPerSocket: 18.6 * 1024,
};

function judged(h: HoldResult) {
  const verdict = new Verdict({});
  judgeHold(verdict, 'round 1 gateway', h);
  return verdict;
}

describe('the hold verdict', () => {
  it('passes a hold where every socket stayed, none was dropped and each ping came within interval + timeout', () => {
    // Ten pings in 300 s rather than eleven: the next ping is sent 25 s after the pong.
    const verdict = judged(held);
    expect(verdict.shortfalls).toEqual([]);
    expect(verdict.exitCode).toBe(0);
  });

  it('fails on a socket whose heartbeats stopped, though it still looks connected', () => {
    // One socket heard its last ping 70 s before the end and no other: its client's timer never fired.
    const verdict = judged({ ...held, minPings: 9, longestGapMs: 70_000 });
    expect(verdict.exitCode).toBe(1);
    expect(verdict.shortfalls).toEqual([expect.stringContaining('longest wait 70.0 s (allowed 45.0 s')]);
  });

  it('fails on a socket that heard no ping in the whole hold', () => {
    const verdict = judged({ ...held, minPings: 0, longestGapMs: 300_000 });
    expect(verdict.exitCode).toBe(1);
    expect(verdict.shortfalls).toEqual([expect.stringContaining('longest wait 300.0 s')]);
  });

  it('fails on a socket dropped for a missed ping, and on one no longer connected', () => {
    const verdict = judged({ ...held, connected: 19_889, drops: { 'ping timeout': 1 } });
    expect(verdict.exitCode).toBe(1);
    expect(verdict.shortfalls).toEqual([
      'round 1 gateway sockets still connected after 300 s: only 19889 of 19890 connected',
      expect.stringContaining('no socket dropped, by a missed ping or pong or otherwise ({"ping timeout":1})'),
    ]);
  });

  it('fails a hold too short for a stopped heartbeat to show', () => {
    const verdict = judged({ ...held, seconds: 40, longestGapMs: 40_000, minPings: 0 });
    expect(verdict.shortfalls).toEqual([expect.stringContaining('held longer than the ping interval + timeout (40 s')]);
  });
});
