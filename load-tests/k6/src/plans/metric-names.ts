/**
 * Every metric the scripts record, with its k6 type: lib/metrics.ts makes them from this table,
 * and the threshold tests read a metric's type here to know what a run without samples reports.
 */
export const CUSTOM_METRICS = {
  /** One sample per socket: true once Socket.IO accepted the handshake. */
  socket_handshakes: 'rate',
  /** One sample per hall:join, tagged `outcome` (ok or the ack's error code). */
  hall_joins: 'rate',
  /** quote acceptance (acceptedAt, server clock) to receipt on a socket, on the synced clock. */
  fanout_latency: 'trend',
  /** How many fan-out latencies were measured: a Trend with no samples passes any threshold. */
  fanout_samples: 'counter',
  /** Missing seqs seen by agency and purchaser sockets, the audiences that get every event. */
  seq_gaps: 'counter',
  stream_events: 'counter',
  /** Quote/Submit round trip as the supplier sees it, a retry included. */
  quote_latency: 'trend',
  quotes_accepted: 'counter',
  /** One sample per quote sent: true when accepted. */
  quote_acceptance: 'rate',
  /** Refused quotes tagged `reason`: the api's typed reason, or http-error for a failed call. */
  quotes_refused: 'counter',
  quote_retries: 'counter',
} as const;

/** k6's own metrics that the threshold tables use. */
const K6_METRICS = {
  checks: 'rate',
  http_req_failed: 'rate',
  http_req_duration: 'trend',
  dropped_iterations: 'counter',
} as const;

export type MetricType = 'counter' | 'rate' | 'trend';
type MetricName = keyof typeof CUSTOM_METRICS | keyof typeof K6_METRICS;

/** The type of `name`, or of the metric a `name{tag:value}` sub-metric filters. */
export function metricType(name: string): MetricType | undefined {
  const base = name.split('{')[0] as MetricName;
  return (CUSTOM_METRICS as Record<string, MetricType>)[base] ?? (K6_METRICS as Record<string, MetricType>)[base];
}

/** Request tags: `kind` groups endpoints so sign-in (argon2) is judged apart from reads. */
export type RequestKind = 'sign-in' | 'read' | 'write';
