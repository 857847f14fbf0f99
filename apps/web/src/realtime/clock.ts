/**
 * Clock synchronisation with the gateway (`time:ping`). Each sample is one round trip: the
 * client's clock at send (t0) and receipt (t1) and the server's clock in the answer. Samples with
 * a short round trip are the most trustworthy, so the estimate is the median offset of the
 * fastest half: one slow or asymmetric trip cannot move it.
 */
export interface ClockSample {
  rtt: number;
  offset: number;
}

export function sampleOf(t0: number, serverNow: number, t1: number): ClockSample {
  return { rtt: Math.max(0, t1 - t0), offset: serverNow - (t0 + t1) / 2 };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The offset (server minus client, ms) from the lowest-latency samples; null without samples. */
export function estimateOffset(samples: readonly ClockSample[], keepShare = 0.5): number | null {
  if (samples.length === 0) return null;
  const fastest = [...samples]
    .sort((a, b) => a.rtt - b.rtt)
    .slice(0, Math.max(1, Math.ceil(samples.length * keepShare)));
  return Math.round(median(fastest.map((s) => s.offset)));
}
