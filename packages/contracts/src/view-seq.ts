import { z } from 'zod';
import { isAmong, seersOfQuoteAccepted, type DisclosureContext, type Seers } from '@bidhall/domain/disclosure';
import { isSealed, type DisclosureMode, type WinbidRule } from '@bidhall/domain/winbid-rules';
import type { QuoteContext } from './bus.ts';
import type { StreamBusDelta, StreamBusMessage } from './hall.ts';
import { Id, SeqOrZero, type HallAudience } from './realtime/primitives.ts';

/**
 * Each view of a hall (an audience, and for a supplier its firm) has a stream sequence of its
 * own: the number of the hall's events that view was sent. The hall's one global seq would
 * count the events a view is not sent (a sealed auction's rival quotes), which tells a bidder
 * how often its rivals quote. Who is sent an event is decided here once, from the domain's
 * audience policy; `streamItemOf` (the views), the api's snapshot and catch-up, and the
 * gateway's frames all ask it.
 */

/** What decides who is sent a stream event: its type, the firm it is about, the project's quoting mode. */
export interface StreamEventKey {
  type: StreamBusDelta['type'];
  supplierId: number | null;
  disclosure: DisclosureMode | null;
  winbidRule: WinbidRule | null;
}

/** quote.accepted is only ever published during the window, quotes.opened only after it. */
export function disclosureContextOf(
  context: Pick<z.infer<typeof QuoteContext>, 'disclosure' | 'winbidRule'> & { maxQuotes?: number | null },
  afterWindow: boolean,
  viewerSupplierId: number | null,
): DisclosureContext {
  return {
    disclosure: context.disclosure,
    sealed: isSealed(context.winbidRule),
    windowEnded: afterWindow,
    opened: afterWindow,
    viewerSupplierId,
    maxQuotes: context.maxQuotes ?? null,
  };
}

export function keyOf(message: StreamBusDelta | StreamBusMessage): StreamEventKey {
  const payload = message.payload as {
    supplierId?: number;
    context?: { disclosure: DisclosureMode; winbidRule: WinbidRule };
  };
  return streamEventKey(
    message.type,
    payload.supplierId ?? null,
    payload.context?.disclosure ?? null,
    payload.context?.winbidRule ?? null,
  );
}

/** The key of an event from its parts, with only the parts that decide for its type (a stored row's, say). */
export function streamEventKey(
  type: StreamEventKey['type'],
  supplierId: number | null,
  disclosure: DisclosureMode | null,
  winbidRule: WinbidRule | null,
): StreamEventKey {
  const quote = type === 'quote.accepted';
  return {
    type,
    supplierId: quote || type === 'signup.audited' ? supplierId : null,
    disclosure: quote ? disclosure : null,
    winbidRule: quote ? winbidRule : null,
  };
}

const EVERYONE: Seers = { agency: true, purchaser: true, expert: true, suppliers: true, firm: null };

/** Who is sent an event of `key`: a quote as the disclosure policy says, a sign-up's audit its firm alone, the rest everyone. */
export function seersOf(key: StreamEventKey): Seers {
  switch (key.type) {
    case 'quote.accepted':
      return seersOfQuoteAccepted(
        key.supplierId ?? 0,
        disclosureContextOf({ disclosure: key.disclosure ?? 1, winbidRule: key.winbidRule ?? 1 }, false, null),
      );
    case 'signup.audited':
      return { agency: false, purchaser: false, expert: false, suppliers: false, firm: key.supplierId };
    default:
      return EVERYONE;
  }
}

/** Whether the view of `audience` (a supplier as `firm`) is sent events of `key`. */
export const isSentTo = (key: StreamEventKey, audience: HallAudience, firm: number | null): boolean =>
  isAmong(seersOf(key), audience, audience === 'supplier' ? firm : null);

/**
 * Every view's seq at one point of a hall's stream: each audience's, a supplier firm's as the
 * common count plus the events about it alone that it was sent (its own quotes where the
 * others' are not shown, its sign-up's audit). A firm no event was about stands at `supplier`.
 */
export const ViewCensus = z.strictObject({
  agency: SeqOrZero,
  purchaser: SeqOrZero,
  expert: SeqOrZero,
  supplier: SeqOrZero,
  firms: z.array(z.tuple([Id, SeqOrZero])),
});
export type ViewCensus = z.infer<typeof ViewCensus>;

/** The views' seqs of one hall, moved on event by event (or group by group, with a count). */
export class ViewSeqs {
  private agency = 0;
  private purchaser = 0;
  private expert = 0;
  private supplier = 0;
  private readonly firms = new Map<number, number>();
  private firmChanges = 0;

  static of(census: ViewCensus): ViewSeqs {
    const seqs = new ViewSeqs();
    seqs.agency = census.agency;
    seqs.purchaser = census.purchaser;
    seqs.expert = census.expert;
    seqs.supplier = census.supplier;
    for (const [firm, own] of census.firms) seqs.firms.set(firm, own);
    return seqs;
  }

  /** Counts `n` events of `key` into every view that is sent them. */
  count(key: StreamEventKey, n = 1): this {
    const seers = seersOf(key);
    if (seers.agency) this.agency += n;
    if (seers.purchaser) this.purchaser += n;
    if (seers.expert) this.expert += n;
    if (seers.suppliers) this.supplier += n;
    else if (seers.firm !== null) {
      this.firms.set(seers.firm, (this.firms.get(seers.firm) ?? 0) + n);
      this.firmChanges += 1;
    }
    return this;
  }

  seqOf(audience: HallAudience, firm: number | null): number {
    if (audience !== 'supplier') return this[audience];
    return this.supplier + (firm === null ? 0 : (this.firms.get(firm) ?? 0));
  }

  /** Moves whenever a firm's seq moves apart from the other suppliers' (an event about it alone). */
  get firmsMoved(): number {
    return this.firmChanges;
  }

  census(): ViewCensus {
    const { agency, purchaser, expert, supplier } = this;
    return { agency, purchaser, expert, supplier, firms: [...this.firms] };
  }
}
