import { inflateSync, strFromU8 } from 'fflate';

/** One item of a packed frame that a bidder sees with its own standing (packed-frame.ts). */
export interface OwnStandingAt {
  at: number;
  standing: unknown;
}

/**
 * The item list of a packed `hall:frame` (packed-frame.ts), from its deflated bytes: inflated,
 * parsed from JSON and, for a bidder's frame, each listed item given the bidder's own standing
 * (`withOwnStanding`); not checked against the schemas. Apart from them so that a client with
 * no use for them (a k6 script) takes this alone. Throws when the text is not a list or an
 * own standing names an item that shows none.
 */
export function unpackItems(deflated: Uint8Array, own: readonly OwnStandingAt[] = []): unknown[] {
  const items: unknown = JSON.parse(strFromU8(inflateSync(deflated)));
  if (!Array.isArray(items)) throw new Error('a packed frame holds a list of items');
  for (const { at, standing } of own) withOwnStanding(items[at], standing);
  return items;
}

/**
 * The items a `hall:frame` packet carries, packed or plain, not checked: `bytesOf` turns the
 * packed text's base64 into bytes (each platform has its own: atob, Buffer, k6/encoding). An
 * empty list for anything that is neither.
 */
export function frameItems(frame: unknown, bytesOf: (base64: string) => Uint8Array): unknown[] {
  const packed = field(frame, 'packed');
  if (typeof packed === 'string') {
    const own = field(frame, 'own');
    return unpackItems(bytesOf(packed), Array.isArray(own) ? (own as OwnStandingAt[]) : []);
  }
  const items = field(frame, 'items');
  return Array.isArray(items) ? items : [];
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/**
 * Gives a supplier's item (just parsed, so changed in place) the looking bidder's own
 * standing: a quote's standing, or the ranking an opening shows. Every other part of a
 * bidder's item is what a supplier who is no bidder sees, so the gateway packs that once
 * for the watching firms and every bidder, and sends each bidder its standings beside it.
 */
function withOwnStanding(item: unknown, standing: unknown): void {
  const event = field(item, 'event');
  const message = field(item, 'message');
  const view =
    event === 'quote:accepted'
      ? field(field(message, 'view'), 'standing')
      : event === 'quotes:opened'
        ? field(message, 'ranking')
        : undefined;
  if (field(view, 'kind') !== 'supplier' || field(view, 'own') !== null)
    throw new Error('an own standing names an item that shows none');
  (view as Record<string, unknown>).own = standing;
}
