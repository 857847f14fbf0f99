import type { BusMessage } from '@bidhall/contracts/bus';

export type BusState = 'ready' | 'down';

/**
 * The bus between the api's outbox relay and the gateway nodes (docs/architecture.md). Messages
 * travel as the JSON text of a contract `BusMessage`; each subscriber decodes and validates
 * it itself (`decodeBusMessage`), because a publisher may be any backend.
 */
export interface Bus {
  readonly kind: 'memory' | 'redis';
  /**
   * Validates the message by its contract (`encodeBusMessage`; only its envelope when
   * `checked`, for a caller that parsed the payload already) and rejects an invalid one or one
   * that could not be handed to the bus; the outbox row then waits.
   */
  publish(message: BusMessage, opts?: { checked?: boolean }): Promise<void>;
  /**
   * Delivers every message text published after the subscription is ready. Resolves then,
   * however long the transport takes to come up (a process may start before Redis does);
   * rejects only when the bus is closed first. `onState` tells when it is ready.
   */
  subscribe(handler: (text: string) => void): Promise<Unsubscribe>;
  /** Subscriber-side connection state, for health and metrics. */
  onState(listener: (state: BusState) => void): void;
  close(): Promise<void>;
}

export type Unsubscribe = () => Promise<void>;
