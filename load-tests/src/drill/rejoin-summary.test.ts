import { describe, expect, it } from 'vitest';
import { rejoinSummary, spread } from './rejoin-summary.ts';

describe('where the re-joins after a fault spent their time', () => {
  it('splits each way back into the pause, the handshake and the join, for the clients lost since the fault', () => {
    const rejoin = (awayAt: number, openedAt: number, connectedAt: number, joinedAt: number, sockets = 1) => ({
      awayAt,
      openedAt,
      transportAt: sockets > 1 ? null : openedAt + 50,
      connectedAt,
      joinedAt,
      sockets,
    });
    const summary = rejoinSummary(
      [
        rejoin(1000, 1300, 1400, 1500),
        rejoin(1000, 1500, 3500, 9000, 3),
        null,
        // Lost before the fault: another fault's client.
        rejoin(100, 200, 300, 400),
      ],
      1000,
    );
    expect(summary).toBe(
      '2 re-joined (p50/p90/max): lost → socket opened 0.3/0.5/0.5 s, opened → handshake accepted 0.1/2.0/2.0 s, of which the auth after the transport was up 0.1/0.1/0.1 s, accepted → join acked 0.1/5.5/5.5 s, 1 needed more than one socket',
    );
    expect(rejoinSummary([null, rejoin(100, 200, 300, 400)], 1000)).toBe('no client re-joined');
  });

  it('reads p50, p90 and the maximum', () => {
    expect(spread(Array.from({ length: 10 }, (_, i) => (i + 1) * 1000))).toBe('5.0/9.0/10.0 s');
    expect(spread([])).toBe('-');
  });
});
