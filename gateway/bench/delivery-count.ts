/**
 * Every delivery counted per socket and per seq, so that a run short of its deliveries says
 * where they went: sockets the server or the client closed (with the reason, and how many of
 * the events each still lacked), seqs missing on a socket that stayed open, and seqs that came
 * twice. A total alone cannot tell a slow server from a lost event.
 */
export type Shortfall = {
  /** Distinct deliveries: one per socket per published seq it received. */
  delivered: number;
  /** Deliveries of a seq a socket had already received. */
  duplicates: number;
  /** Deliveries missing on sockets that closed before the report, by the close's reason. */
  missingOnClosed: Record<string, number>;
  /** Sockets closed before the report, by reason. */
  closed: Record<string, number>;
  /** Deliveries missing on sockets still open, by seq (a lost event shows on many sockets at one seq). */
  missingOnOpen: Record<number, number>;
};

type Seen = { seqs: Set<number>; closedFor: string | null };

export class DeliveryCount {
  private readonly sockets = new Map<string, Seen>();
  private duplicates = 0;
  private distinct = 0;

  private of(socket: string): Seen {
    let seen = this.sockets.get(socket);
    if (!seen) this.sockets.set(socket, (seen = { seqs: new Set(), closedFor: null }));
    return seen;
  }

  /** A socket that opened: counted even should it receive nothing. */
  opened(socket: string): void {
    this.of(socket);
  }

  /** One seq received on one socket; false when that socket had it already. */
  note(socket: string, seq: number): boolean {
    const seen = this.of(socket);
    if (seen.seqs.has(seq)) {
      this.duplicates += 1;
      return false;
    }
    seen.seqs.add(seq);
    this.distinct += 1;
    return true;
  }

  /** A socket that closed, and why (Socket.IO's disconnect reason). */
  closed(socket: string, reason: string): void {
    this.of(socket).closedFor ??= reason;
  }

  /** Distinct deliveries so far (what the run waits for; duplicates do not stand in for missing ones). */
  get delivered(): number {
    return this.distinct;
  }

  /** Where the deliveries of `published` seqs went, over every socket that opened. */
  shortfall(published: readonly number[]): Shortfall {
    const out: Shortfall = {
      delivered: 0,
      duplicates: this.duplicates,
      missingOnClosed: {},
      closed: {},
      missingOnOpen: {},
    };
    for (const seen of this.sockets.values()) {
      let missing = 0;
      for (const seq of published) {
        if (seen.seqs.has(seq)) out.delivered += 1;
        else if (seen.closedFor === null) out.missingOnOpen[seq] = (out.missingOnOpen[seq] ?? 0) + 1;
        else missing += 1;
      }
      if (seen.closedFor === null) continue;
      out.closed[seen.closedFor] = (out.closed[seen.closedFor] ?? 0) + 1;
      out.missingOnClosed[seen.closedFor] = (out.missingOnClosed[seen.closedFor] ?? 0) + missing;
    }
    return out;
  }
}

/** The shortfalls of several client processes, summed. */
export function sumShortfalls(parts: readonly Shortfall[]): Shortfall {
  const out: Shortfall = { delivered: 0, duplicates: 0, missingOnClosed: {}, closed: {}, missingOnOpen: {} };
  const add = <K extends string | number>(to: Record<K, number>, from: Record<K, number>) => {
    for (const [k, n] of Object.entries(from) as [K, number][]) to[k] = (to[k] ?? 0) + n;
  };
  for (const p of parts) {
    out.delivered += p.delivered;
    out.duplicates += p.duplicates;
    add(out.missingOnClosed, p.missingOnClosed);
    add(out.closed, p.closed);
    add(out.missingOnOpen, p.missingOnOpen);
  }
  return out;
}

/** One line saying where a run's missing or doubled deliveries went; null when there are none. */
export function explainShortfall(s: Shortfall, expected: number): string | null {
  const onOpen = Object.values(s.missingOnOpen).reduce((a, b) => a + b, 0);
  if (s.delivered >= expected && s.duplicates === 0) return null;
  const parts = [`${expected - s.delivered} of ${expected} deliveries missing`];
  for (const [reason, n] of Object.entries(s.closed))
    parts.push(`${s.missingOnClosed[reason]} on ${n} socket(s) closed by '${reason}'`);
  if (onOpen > 0) {
    const seqs = Object.entries(s.missingOnOpen)
      .map(([seq, n]) => `${seq}×${n}`)
      .slice(0, 20)
      .join(' ');
    parts.push(`${onOpen} on open sockets (seq×sockets: ${seqs})`);
  }
  if (s.duplicates > 0) parts.push(`${s.duplicates} duplicate(s)`);
  return parts.join('; ');
}
