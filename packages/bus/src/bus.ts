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
   * Delivers every message text published after the subscription is ready on the platform
   * channel and on the channels this process watches (`watch`); the in-process bus, whose one
   * process holds every hall, delivers every message. Resolves then, however long the transport
   * takes to come up (a process may start before Redis does); rejects only when the bus is
   * closed first. `onState` tells when it is ready.
   */
  subscribe(handler: (text: string) => void): Promise<Unsubscribe>;
  /**
   * Starts receiving a channel's messages (a hall's, `hallChannel` of the contracts, or a
   * tenant's screen feed); resolves once the transport confirmed the subscription. While the
   * transport is away it resolves when it is back (subscriptions are made again on every
   * reconnect). Watching a watched channel does nothing more.
   */
  watch(channel: string): Promise<void>;
  /** Stops receiving a watched channel's messages. */
  unwatch(channel: string): Promise<void>;
  /** Subscriber-side connection state, for health and metrics. */
  onState(listener: (state: BusState) => void): void;
  close(): Promise<void>;
}

export type Unsubscribe = () => Promise<void>;
