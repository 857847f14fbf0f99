import { decodeBusMessage, type BusMessage } from '@bidhall/contracts/bus';
import type { StreamBusDelta } from '@bidhall/contracts/hall';
import type { Logger } from 'pino';
import type { Metrics } from '../metrics.ts';
import { SeenIds } from './seen-ids.ts';

export interface DispatcherDeps {
  metrics: Metrics;
  logger: Logger;
  badges: { push(message: Extract<BusMessage, { type: 'badge.counts' }>): void };
  /** A signed-out token: its sockets on this node are closed. */
  revoked(message: Extract<BusMessage, { type: 'session.revoked' }>): void;
  /** Every session of a user issued before a version ended: its sockets on this node are closed. */
  ended(message: Extract<BusMessage, { type: 'sessions.ended' }>): void;
  /** A project's stream event, new by id: put in seq order and emitted (hall-repair.ts). */
  stream(message: StreamBusDelta): void;
}

/**
 * From the bus to this node (docs/architecture.md "The event path", step 3): validate,
 * drop a row already handled (delivery is at least once), and route by type: badge counts and
 * ended sessions go to their own handlers, a project's stream events to the hall repair, which
 * keeps them in seq order.
 */
export function createDispatcher(deps: DispatcherDeps) {
  const seen = new SeenIds();
  const { metrics } = deps;

  return function handle(text: string): void {
    const decoded = decodeBusMessage(text);
    if (!decoded.ok) {
      metrics.eventsIn.inc({ outcome: 'invalid' });
      deps.logger.warn({ error: decoded.error }, 'invalid bus message dropped');
      return;
    }
    const message = decoded.message;
    if (seen.check(message.id)) {
      metrics.eventsIn.inc({ outcome: 'duplicate' });
      return;
    }
    if (message.type === 'badge.counts') {
      metrics.eventsIn.inc({ outcome: 'accepted' });
      deps.badges.push(message);
      return;
    }
    if (message.type === 'session.revoked') {
      metrics.eventsIn.inc({ outcome: 'accepted' });
      deps.revoked(message);
      return;
    }
    if (message.type === 'sessions.ended') {
      metrics.eventsIn.inc({ outcome: 'accepted' });
      deps.ended(message);
      return;
    }
    deps.stream(message);
  };
}
