import { disclosureContextOf, streamItemOf, type HallStreamItem, type StreamBusMessage } from './hall.ts';
import { PROTOCOL_VERSION } from './realtime/protocol.ts';
import { viewOfQuoteAccepted } from '@bidhall/domain/disclosure';

/**
 * The big screen's view of a stream event: a quote as counts only; window moves (with the
 * reason every party is told) and state changes as they are, since they say nothing that
 * differs by audience. The screen is the tenant's operators' (agency, purchaser, platform
 * staff), who are sent every quote as it comes: its items keep the hall's seq. The gateway
 * sends it live and the api's recent activity reads the record through it, so both say alike.
 */
export function screenViewOf(message: StreamBusMessage): HallStreamItem | null {
  if (message.type === 'window.changed' || message.type === 'project.state')
    return streamItemOf(message, 'purchaser', null, message.seq);
  if (message.type !== 'quote.accepted') return null;
  const { context, ...event } = message.payload;
  const view = viewOfQuoteAccepted(event, 'screen', disclosureContextOf(context, false, null), message.seq);
  return view
    ? {
        event: 'quote:accepted',
        message: { v: PROTOCOL_VERSION, projectId: message.projectId, seq: message.seq, view },
      }
    : null;
}
