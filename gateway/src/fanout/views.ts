import type { HallStreamItem, StreamBusMessage } from '@bidhall/contracts/hall';
import { disclosureContextOf, streamItemOf } from '@bidhall/contracts/hall';
import { PROTOCOL_VERSION } from '@bidhall/contracts/realtime/protocol';
import { viewOfQuoteAccepted } from '@bidhall/domain/disclosure';

/**
 * How the gateway fans one stream event out. The view each audience gets is the contract's
 * `streamItemOf` (the same the api serves for catch-up); what is here decides how many
 * emits that takes.
 */

/** Whether the view depends on which supplier firm is looking (one emit per firm). */
export function isPerFirm(message: StreamBusMessage): boolean {
  return message.type === 'quote.accepted' || message.type === 'quotes.opened' || message.type === 'signup.audited';
}

/** The firms whose view differs from a non-bidder's: the bidders, or the audited supplier. */
export function firmsConcerned(message: StreamBusMessage): number[] {
  switch (message.type) {
    case 'quote.accepted':
    case 'quotes.opened':
      return message.payload.ranking.map((e) => e.supplierId);
    case 'signup.audited':
      return [message.payload.supplierId];
    default:
      return [];
  }
}

/** The big screen's view: a quote as counts only; window moves and state changes as they are. */
export function screenViewOf(message: StreamBusMessage): HallStreamItem | null {
  // The big screen's activity feed: window moves (with the reason every party is told) and
  // state changes say nothing that differs by audience, so the screen gets them as they are.
  if (message.type === 'window.changed' || message.type === 'project.state')
    return streamItemOf(message, 'purchaser', null);
  if (message.type !== 'quote.accepted') return null;
  const { context, ...event } = message.payload;
  const view = viewOfQuoteAccepted(event, 'screen', disclosureContextOf(context, false, null));
  return view
    ? {
        event: 'quote:accepted',
        message: { v: PROTOCOL_VERSION, projectId: message.projectId, seq: message.seq, view },
      }
    : null;
}
