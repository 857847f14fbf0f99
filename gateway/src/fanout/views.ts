import type { StreamBusMessage } from '@bidhall/contracts/hall';

/**
 * The supplier firms whose view of `message` differs from a non-bidder's: the bidders in its
 * ranking (their own standing), or the audited firm. Every other firm sees what a non-bidder
 * sees, only numbered in its own view's seq.
 */
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
