import { createServer } from 'node:http';
import { createBus } from '@bidhall/bus/create-bus';
import { redisTargetOf } from '@bidhall/bus/redis-target';
import { pino } from 'pino';
import { loadConfig } from './config.ts';
import { createGateway } from './gateway.ts';

/**
 * The standalone gateway (scaled mode): its own HTTP server for /socket.io, /healthz and
 * /metrics; the bus on Redis when REDIS_URL or REDIS_CLUSTER_NODES is set. The only file that reads the environment.
 */
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    // A bad or missing variable: say which, without a stack trace, and stop.
    console.error((error as Error).message);
    process.exit(1);
  }
})();
const logger = pino({ name: config.nodeName, level: config.logLevel });
const bus = createBus(redisTargetOf(config.redisUrl, config.redisClusterNodes), config.nodeName);
const server = createServer();
const gateway = await createGateway(server, { bus, config, logger });
server.on('request', (req, res) => {
  // socket.io answers its own path; everything else is ours.
  if (!req.url?.startsWith('/socket.io/')) gateway.route(req, res);
});
// The accept queue holds the connections the kernel completed and the event loop has not yet
// taken. When a gateway dies its sockets (a thousand and more) come to the survivors within a
// second; past the queue's length (Node's default 511) the kernel drops the rest, and their
// clients retry only after 1, 3, 7 s. The kernel caps this at net.core.somaxconn.
const LISTEN_BACKLOG = 8192;
server.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG }, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info(
    { port, redis: config.redisClusterNodes.length > 0 ? 'cluster' : Boolean(config.redisUrl), api: config.apiUrls },
    'gateway listening',
  );
  process.send?.({ listening: port });
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'gateway stopping');
  await gateway.close();
  await bus.close();
  server.close(() => process.exit(0));
  server.closeAllConnections();
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
