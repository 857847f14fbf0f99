import type { ViewSeqs } from '@bidhall/contracts/view-seq';
import type { FirmsOfHall } from '../hall-rooms.ts';

/** A hall's supplier firms on this node as one event sees them (see `supplierGroups`). */
export interface SupplierGroups {
  /** The firms the event concerns that have a socket here, each with its room. */
  concerned: readonly (readonly [firm: number, room: string])[];
  /** The other firms, by their seq's distance from a firmless supplier's: one packet per group. */
  alike: ReadonlyMap<number, readonly string[]>;
}

type Grouping = SupplierGroups & { version: number; views: ViewSeqs; moved: number; concernedIds: ReadonlySet<number> };

const held = new WeakMap<FirmsOfHall, Grouping>();
const NONE: SupplierGroups = { concerned: [], alike: new Map() };

function sameSet(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  if (a.size !== b.size) return false;
  for (const x of a) if (!b.has(x)) return false;
  return true;
}

/**
 * Groups a hall's firms for one event: those it concerns (each sees its own standing) apart,
 * the rest by their view's seq (firms at one seq share a packet). Under a storm none of this
 * moves from one quote to the next, so the grouping is kept and worked out again only when the
 * firms present, the firms concerned or a firm's own seq change: an event then costs what its
 * concerned firms cost, not what the hall's thousands of watching firms would. A group keeps
 * one array while it holds (frames.ts takes an unchanged array for an unchanged audience).
 */
export function supplierGroups(
  hall: Readonly<FirmsOfHall> | undefined,
  views: ViewSeqs,
  concernedIds: ReadonlySet<number>,
): SupplierGroups {
  if (!hall) return NONE;
  const kept = held.get(hall);
  if (
    kept &&
    kept.version === hall.version &&
    kept.views === views &&
    kept.moved === views.firmsMoved &&
    sameSet(kept.concernedIds, concernedIds)
  )
    return kept;
  const common = views.seqOf('supplier', null);
  const concerned: [number, string][] = [];
  const alike = new Map<number, string[]>();
  for (const [firm, room] of hall.firms) {
    if (concernedIds.has(firm)) {
      concerned.push([firm, room]);
      continue;
    }
    const apart = views.seqOf('supplier', firm) - common;
    const group = alike.get(apart);
    if (group) group.push(room);
    else alike.set(apart, [room]);
  }
  const grouping: Grouping = {
    concerned,
    alike,
    version: hall.version,
    views,
    moved: views.firmsMoved,
    concernedIds: new Set(concernedIds),
  };
  held.set(hall, grouping);
  return grouping;
}
