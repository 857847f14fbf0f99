import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The gateway's Prometheus metrics, in a registry of its own so that two gateways in one
 * process (tests) or a gateway inside the api do not clash over global metric names.
 */
export function createMetrics(opts: { defaultMetrics: boolean }) {
  const registry = new Registry();
  if (opts.defaultMetrics) collectDefaultMetrics({ register: registry, prefix: 'gateway_' });
  const registers = [registry];
  return {
    registry,
    connections: new Gauge({ name: 'gateway_connections', help: 'Connected sockets on this node', registers }),
    handshakeRefusals: new Counter({
      name: 'gateway_handshake_refusals_total',
      help: 'Refused handshakes by reason',
      labelNames: ['code'],
      registers,
    }),
    joins: new Counter({
      name: 'gateway_hall_joins_total',
      help: 'hall:join requests by outcome',
      labelNames: ['outcome'],
      registers,
    }),
    eventsIn: new Counter({
      name: 'gateway_bus_events_total',
      help: 'Bus messages received, by outcome',
      labelNames: ['outcome'],
      registers,
    }),
    emits: new Counter({
      name: 'gateway_emits_total',
      help: 'Room emits and direct sends, by event',
      labelNames: ['event'],
      registers,
    }),
    emitLag: new Histogram({
      name: 'gateway_emit_lag_seconds',
      help: 'From the outbox row being written (createdAt) to its emit on this node',
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    }),
    seqGaps: new Counter({
      name: 'gateway_seq_gaps_total',
      help: 'Project streams found with a seq gap (resynced by snapshot)',
      registers,
    }),
    busUp: new Gauge({ name: 'gateway_bus_up', help: '1 when the bus subscriber (Redis) is connected', registers }),
    busDowns: new Counter({
      name: 'gateway_bus_down_total',
      help: 'Times the bus subscriber went down after being up (Redis away, or a partition its heartbeat noticed)',
      registers,
    }),
    hallSubscriptions: new Gauge({
      name: 'gateway_hall_subscriptions',
      help: 'Hall channels this node subscribes to on the bus (halls it holds a socket of, or one joining)',
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
