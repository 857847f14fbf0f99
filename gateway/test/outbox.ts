import { randomUUID } from 'node:crypto';
import type { BusMessage } from '@bidhall/contracts/bus';
import { withRankingAfter, type StreamBusDelta, type StreamBusMessage } from '@bidhall/contracts/hall';
import type { ProjectWindow, WindowChangeKind } from '@bidhall/contracts/realtime/window';
import { keyOf, ViewSeqs } from '@bidhall/contracts/view-seq';
import { rankDirection, rankQuotes } from '@bidhall/domain/ranking';
import { isSealed, type DisclosureMode, type WinbidRule } from '@bidhall/domain/winbid-rules';

export interface ProjectSettings {
  projectId: number;
  tenantId: number;
  winbidRule: WinbidRule;
  disclosure: DisclosureMode;
  maxQuotes: number | null;
  window: ProjectWindow;
}

/**
 * A message id as the api gives it (a random UUID): unique across processes, since every suite
 * and bench on a machine publishes on the one Redis channel and a gateway drops an id it has
 * seen. A per-process counter gave every process the same ids.
 */
const messageId = () => `row-${randomUUID()}`;

/**
 * What the api's outbox would write for one project: gap-free seqs, the ranking recomputed by
 * the domain after every quote (a quote goes on the bus as its line; the ranking is what the
 * api stub answers a gateway, and what it serves with each quote's views). The test publishes
 * these on the bus and the api stub serves them back (snapshot, events since, ranking at).
 */
export class ProjectOutbox {
  readonly log: BusMessage[] = [];
  seq = 0;
  state = 5;
  opened = false;
  window: ProjectWindow;
  private readonly quotes: {
    supplierId: number;
    companyName: string;
    amount: string;
    acceptedAt: number;
    seq: number;
  }[] = [];

  constructor(readonly settings: ProjectSettings) {
    this.window = settings.window;
  }

  get context() {
    return {
      winbidRule: this.settings.winbidRule,
      disclosure: this.settings.disclosure,
      maxQuotes: this.settings.maxQuotes,
    };
  }

  /** The ranking after each quote, by its seq: what the api would rebuild for a catch-up. */
  readonly rankings = new Map<number, ReturnType<ProjectOutbox['ranking']>>();

  /** Each bidder's latest line at `seq`, as the api answers Hall/RankingAt. */
  linesAt(seq: number) {
    let at = 0;
    for (const s of this.rankings.keys()) if (s <= seq && s > at) at = s;
    return (this.rankings.get(at) ?? []).map(({ rank: _, ...line }) => line);
  }

  /** A stream event with the ranking after it, as a gateway folds it and the api rebuilds it for a catch-up. */
  ranked(message: BusMessage): StreamBusMessage {
    const event = message as StreamBusDelta;
    if (event.type !== 'quote.accepted') return event;
    return withRankingAfter(event, this.rankings.get(event.seq) ?? []);
  }

  /** Every view's seq after the stream's events up to `upTo` (contracts/view-seq.ts), as the api counts them. */
  views(upTo = this.seq): ViewSeqs {
    const seqs = new ViewSeqs();
    for (const m of this.log as StreamBusDelta[]) if (m.seq <= upTo) seqs.count(keyOf(m));
    return seqs;
  }

  ranking() {
    return rankQuotes(this.quotes, rankDirection(this.settings.winbidRule)).map((q) => ({
      rank: q.rank,
      supplierId: q.supplierId,
      companyName: q.companyName,
      amount: q.amount,
      acceptedAt: q.acceptedAt,
      seq: q.seq,
      quoteCount: q.quoteCount,
    }));
  }

  quote(supplierId: number, amount: string): BusMessage {
    const seq = this.seq + 1;
    const acceptedAt = Date.now();
    this.quotes.push({ supplierId, companyName: companyName(supplierId), amount, acceptedAt, seq });
    const ranking = this.ranking();
    const quoteCount = this.quotes.filter((q) => q.supplierId === supplierId).length;
    const isNewBest = !isSealed(this.settings.winbidRule) && ranking[0]?.seq === seq;
    this.rankings.set(seq, ranking);
    const payload = {
      projectId: this.settings.projectId,
      quoteId: `q-${seq}`,
      supplierId,
      companyName: companyName(supplierId),
      amount,
      acceptedAt,
      seq,
      quoteCount,
      isNewBest,
      context: this.context,
    };
    return this.append({ type: 'quote.accepted', payload });
  }

  windowChanged(kind: WindowChangeKind, patch: Partial<ProjectWindow>, reason: string | null = null): BusMessage {
    this.window = { ...this.window, ...patch, version: patch.version ?? this.window.version + 1 };
    return this.append({ type: 'window.changed', payload: { kind, window: this.window, reason } });
  }

  stateChanged(to: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9): BusMessage {
    const from = this.state as typeof to;
    this.state = to;
    return this.append({ type: 'project.state', payload: { from, to, winbidRule: this.settings.winbidRule } });
  }

  quotesOpened(): BusMessage {
    this.opened = true;
    return this.append({
      type: 'quotes.opened',
      payload: { openedAt: Date.now(), ranking: this.ranking(), context: this.context },
    });
  }

  signupAudited(supplierId: number, status: 1 | 2, reason: string | null): BusMessage {
    return this.append({
      type: 'signup.audited',
      payload: { signUpId: 900 + supplierId, supplierId, companyName: companyName(supplierId), status, reason },
    });
  }

  private append(event: { type: string; payload: unknown }): BusMessage {
    this.seq += 1;
    const message = {
      v: 1,
      id: messageId(),
      tenantId: this.settings.tenantId,
      projectId: this.settings.projectId,
      seq: this.seq,
      createdAt: Date.now(),
      ...event,
    } as BusMessage;
    this.log.push(message);
    return message;
  }
}

export function companyName(supplierId: number): string {
  return `供应商${supplierId}号公司`;
}

export function openWindow(now = Date.now()): ProjectWindow {
  return {
    applyToTime: now - 120_000,
    uppriceFromTime: now - 60_000,
    uppriceToTime: now + 600_000,
    paused: false,
    extensions: 0,
    extendedSeconds: 0,
    version: 1,
  };
}

/** A badge message (not part of any project stream). */
export function badgeCounts(tenantId: number, userId: number, waitEditNum: number): BusMessage {
  return {
    v: 1,
    id: messageId(),
    tenantId,
    projectId: null,
    seq: null,
    createdAt: Date.now(),
    type: 'badge.counts',
    payload: { userId, role: '代理机构', counts: { waitEditNum } },
  };
}
