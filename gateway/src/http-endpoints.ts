import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BusState } from '@bidhall/bus/bus';
import { internalCaller } from './internal-access.ts';
import type { Metrics } from './metrics.ts';
import { withSecurityHeaders } from './security-headers.ts';

export type HttpHandler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * /healthz and /metrics as plain Node handlers, so the standalone server routes to them and
 * the api (Express) can mount them as they are in the embedded mode. What they tell of the
 * node's activity is for its operators only (internal-access.ts): anyone else gets the health
 * status alone (a load balancer's probe needs no more) and no metrics.
 */
export function createHttpEndpoints(deps: {
  metrics: Metrics;
  busState: () => BusState;
  connections: () => number;
  nodeName: string;
  metricsToken: string | undefined;
}) {
  const health: HttpHandler = (req, res) => {
    const bus = deps.busState();
    const status = bus === 'ready' ? 'ok' : 'degraded';
    // Down bus: existing sockets stay, but this node hears nothing new, so it is not ready.
    res.writeHead(bus === 'ready' ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(
      JSON.stringify(
        internalCaller(req, deps.metricsToken)
          ? { status, node: deps.nodeName, bus, connections: deps.connections() }
          : { status },
      ),
    );
  };

  const metrics: HttpHandler = (req, res) => {
    if (!internalCaller(req, deps.metricsToken)) {
      res.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer', 'cache-control': 'no-store' });
      res.end('metrics are for this host, or a caller with the metrics token');
      return;
    }
    deps.metrics.registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': deps.metrics.registry.contentType });
        res.end(text);
      },
      (error: Error) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(`metrics failed: ${error.message}`);
      },
    );
  };

  /** Both, by path; anything else is a 404 (the standalone server's whole HTTP surface). */
  const route: HttpHandler = (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'GET' && path === '/healthz') return health(req, res);
    if (req.method === 'GET' && path === '/metrics') return metrics(req, res);
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  };

  return {
    health: withSecurityHeaders(health),
    metrics: withSecurityHeaders(metrics),
    route: withSecurityHeaders(route),
  };
}
