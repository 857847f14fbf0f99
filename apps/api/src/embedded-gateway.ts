import type { Server } from 'node:http';
import type { Router } from 'express';
import type { Logger } from 'pino';
import type { Bus } from '@bidhall/bus/bus';
import { createGateway, type Gateway } from '@bidhall/gateway/gateway';
import { loadConfig as loadGatewayConfig } from '@bidhall/gateway/config';
import type { Config } from './config.ts';

/**
 * The embedded mode (`npm start`): the Socket.IO gateway on the api's own HTTP server and
 * the same in-process bus the outbox relay publishes on. The gateway still asks the api
 * over loopback, with each user's token, who may join which hall: one code path in both modes.
 * Its settings all come from the api's configuration (config.ts), none from the environment.
 */
export async function attachEmbeddedGateway(opts: {
  server: Server;
  app: Router;
  bus: Bus;
  config: Config;
  jwtSecret: string;
  logger: Logger;
  /** The api's clock: the halls' countdowns and the api's windows judge time by one clock. */
  now: () => Date;
}): Promise<Gateway> {
  const { port } = opts.config;
  // The platform's own pages may open sockets; ALLOWED_ORIGINS adds more (and, outside
  // production only, the Vite dev server's: config.ts).
  const ownOrigins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  const gateway = await createGateway(opts.server, {
    bus: opts.bus,
    config: loadGatewayConfig({
      ...opts.config.gatewaySettings,
      PORT: String(port),
      HOST: opts.config.host,
      REDIS_URL: opts.config.redisUrl,
      REDIS_CLUSTER_NODES: opts.config.redisClusterNodes.join(','),
      API_URL: `http://127.0.0.1:${port}`,
      JWT_SECRET: opts.jwtSecret,
      JWT_ISSUER: opts.config.jwtIssuer,
      ALLOWED_ORIGINS: [...ownOrigins, ...opts.config.allowedOrigins].join(','),
      NODE_NAME: 'embedded',
      LOG_LEVEL: opts.config.logLevel,
    }),
    logger: opts.logger.child({ part: 'gateway' }),
    clock: { now: () => opts.now().getTime() },
  });
  opts.app.get('/metrics', gateway.metrics);
  opts.app.get('/healthz/realtime', gateway.health);
  return gateway;
}
