import { streamItemOf, type HallStreamItem } from '@bidhall/contracts/hall';
import { isSentTo, keyOf } from '@bidhall/contracts/view-seq';
import { rankedMessageOf, type StreamRow } from '../../events/bus-message.ts';
import type { Viewer } from '../hall/audience.ts';

/**
 * The stream rows as `viewer` may see them, numbered in its view's own sequence from
 * `viewSeq` on (the seq of the view's last event before the rows): the contracts'
 * `streamItemOf`, the very function the gateway emits live with, so a catch-up shows exactly
 * what the hall showed. Rows the view is not sent are left out and not counted.
 */
export function streamItemsFor(
  rows: readonly StreamRow[],
  viewer: Viewer,
  viewSeq: number,
): { items: HallStreamItem[]; viewSeq: number } {
  const items: HallStreamItem[] = [];
  for (const row of rows) {
    const message = rankedMessageOf(row);
    if (!message || !isSentTo(keyOf(message), viewer.audience, viewer.supplierId)) continue;
    const item = streamItemOf(message, viewer.audience, viewer.supplierId, (viewSeq += 1));
    if (item) items.push(item);
  }
  return { items, viewSeq };
}
