import type { HallStreamItem } from '@bidhall/contracts/hall';
import type { OwnStanding } from '@bidhall/contracts/realtime/views';

/** A bidder's item as a packed frame sends it: a watching firm's item and the bidder's own standing. */
export type OwnStandingOver = { base: HallStreamItem; standing: OwnStanding };

const noted = new WeakMap<HallStreamItem, OwnStandingOver>();

/**
 * Notes that `item`, a bidder's view of an event, is `base` (the view of a supplier who is no
 * bidder, at the same seq) with the bidder's own standing set, when it is exactly that: the same
 * public lines (the same objects: the disclosure keeps one per ranking entry) and no own quote
 * confirmation (that one goes at once, never in a frame). A frame of such items then goes as
 * the watching firms' packed text with the standings beside it (`ownStandingsOf`).
 */
export function noteOwnStanding(item: HallStreamItem, base: HallStreamItem): void {
  const standing = standingOver(item, base);
  if (standing) noted.set(item, { base, standing });
}

/**
 * A frame's items as the watchers' items and each bidder's own standings on them (contracts
 * packed-frame.ts); null when none of them is a noted bidder's item.
 */
export function ownStandingsOf(items: readonly HallStreamItem[]) {
  const bases: HallStreamItem[] = [];
  const own: { at: number; standing: OwnStanding }[] = [];
  items.forEach((item, at) => {
    const over = noted.get(item);
    bases.push(over ? over.base : item);
    if (over) own.push({ at, standing: over.standing });
  });
  return own.length > 0 ? { bases, own } : null;
}

function standingOver(item: HallStreamItem, base: HallStreamItem): OwnStanding | null {
  if (item.message.seq !== base.message.seq) return null;
  if (item.event === 'quote:accepted' && base.event === 'quote:accepted') {
    const [mine, theirs] = [item.message.view, base.message.view];
    if (mine.kind !== 'supplier' || theirs.kind !== 'supplier' || mine.own !== null || theirs.own !== null) return null;
    if (mine.quote !== theirs.quote) return null;
    return ownOf(mine.standing, theirs.standing);
  }
  if (item.event === 'quotes:opened' && base.event === 'quotes:opened') {
    if (item.message.openedAt !== base.message.openedAt) return null;
    const [mine, theirs] = [item.message.ranking, base.message.ranking];
    return mine.kind === 'supplier' && theirs.kind === 'supplier' ? ownOf(mine, theirs) : null;
  }
  return null;
}

type Standing = { own: OwnStanding | null; entries: readonly object[] };

/** The bidder's own standing when it is all that tells `mine` from `theirs`. */
function ownOf(mine: Standing, theirs: Standing): OwnStanding | null {
  if (mine.own === null || theirs.own !== null || mine.entries.length !== theirs.entries.length) return null;
  return mine.entries.every((entry, i) => entry === theirs.entries[i]) ? mine.own : null;
}
