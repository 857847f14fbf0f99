import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP pass-through to one api that counts the requests by path (without the query): put
 * between a gateway and the api, it tells how many calls a join burst cost the api, whatever
 * the gateway's code.
 */
export async function startCountingProxy(target: string) {
  const to = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
  const counts = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const upstream = http.request(
      { host: to.hostname, port: to.port, path: req.url, method: req.method, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Requests so far, by path. */
    counts: () => new Map(counts),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}

/** The requests made between two readings of `counts`, by path. */
export function countsSince(before: Map<string, number>, after: Map<string, number>): Map<string, number> {
  const since = new Map<string, number>();
  for (const [path, n] of after) if (n !== (before.get(path) ?? 0)) since.set(path, n - (before.get(path) ?? 0));
  return since;
}
