import type { HallStreamItem } from '@bidhall/contracts/hall';
import { deflateRawSync } from 'node:zlib';

/** Packed texts by a list's first item: the lists packed that start with it, and their text. */
const packs = new WeakMap<HallStreamItem, { items: readonly HallStreamItem[]; packed: string }[]>();

/**
 * A frame's items as a packed frame carries them (contracts/realtime/packed-frame.ts):
 * deflated once at the fastest level. The same list (the same item objects) is packed once: the
 * watching firms' frame and the frames of the bidders that did not quote since the last tick
 * carry one list, and only their own standings apart.
 */
export function packItems(items: readonly HallStreamItem[]): string {
  const first = items[0];
  if (!first) return deflate(items);
  let known = packs.get(first);
  if (!known) packs.set(first, (known = []));
  const same = known.find((k) => k.items.length === items.length && k.items.every((item, i) => item === items[i]));
  if (same) return same.packed;
  const packed = deflate(items);
  known.push({ items: [...items], packed });
  return packed;
}

const deflate = (items: readonly HallStreamItem[]) =>
  deflateRawSync(JSON.stringify(items), { level: 1 }).toString('base64');
