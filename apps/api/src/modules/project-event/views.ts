import { streamItemOf, type HallStreamItem } from '@bidhall/contracts/hall';
import { rankedMessageOf, type StreamRow } from '../../events/bus-message.ts';
import type { Viewer } from '../hall/audience.ts';

/**
 * One stream event as `viewer` may see it, or null when the audience gets nothing of it:
 * the contracts' `streamItemOf`, the very function the gateway emits live with, so a
 * catch-up shows exactly what the hall showed.
 */
export function streamItemFor(row: StreamRow, viewer: Viewer): HallStreamItem | null {
  const message = rankedMessageOf(row);
  return message && streamItemOf(message, viewer.audience, viewer.supplierId);
}
