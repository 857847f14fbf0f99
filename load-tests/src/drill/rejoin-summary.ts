import type { Rejoin } from '../harness/hall-client.ts';

/** p50 / p90 / max of `values` in seconds, one decimal. */
export function spread(values: readonly number[]): string {
  if (values.length === 0) return '-';
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
  const s = (ms: number) => (ms / 1000).toFixed(1);
  return `${s(at(0.5))}/${s(at(0.9))}/${s(sorted.at(-1)!)} s`;
}

/**
 * Where the way back of the clients that lost their connection at or after `since` went, as
 * p50/p90/max: from the loss to opening the socket that took (the reconnect pause, and any
 * tries refused or timed out before it), from opening it to the handshake's acceptance (and the
 * part of that after the transport was up: the server's auth), and from there to the hall:join
 * acknowledgement.
 */
export function rejoinSummary(rejoins: ReadonlyArray<Rejoin | null>, since: number): string {
  const mine = rejoins.filter((r): r is Rejoin => r !== null && r.awayAt >= since);
  if (mine.length === 0) return 'no client re-joined';
  const retried = mine.filter((r) => r.sockets > 1).length;
  return [
    `${mine.length} re-joined (p50/p90/max): lost → socket opened ${spread(mine.map((r) => r.openedAt - r.awayAt))}`,
    `opened → handshake accepted ${spread(mine.map((r) => r.connectedAt - r.openedAt))}`,
    `of which the auth after the transport was up ${spread(mine.flatMap((r) => (r.transportAt === null ? [] : [r.connectedAt - r.transportAt])))}`,
    `accepted → join acked ${spread(mine.map((r) => r.joinedAt - r.connectedAt))}`,
    `${retried} needed more than one socket`,
  ].join(', ');
}
