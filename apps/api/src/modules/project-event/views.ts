import { streamItemOf, type HallStreamItem } from '@bidhall/contracts/hall';
import { busEnvelopeOf, type StreamRow } from '../../events/bus-message.ts';
import type { Viewer } from '../hall/audience.ts';

/**
 * One stream event as `viewer` may see it, or null when the audience gets nothing of it:
 * the contracts' `streamItemOf`, the very function the gateway emits live with, so a
 * catch-up shows exactly what the hall showed.
 */
export function streamItemFor(row: StreamRow, viewer: Viewer): HallStreamItem | null {
  const message = busEnvelopeOf(row);
  if (message.type === 'badge.counts' || message.type === 'session.revoked' || message.type === 'sessions.ended')
    return null;
  return streamItemOf(message, viewer.audience, viewer.supplierId);
}
