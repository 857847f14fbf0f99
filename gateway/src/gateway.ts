import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { Bus, BusState, Unsubscribe } from '@bidhall/bus/bus';
import { redisTargetOf } from '@bidhall/bus/redis-target';
import type { ClientToServerEvents, InterServerEvents, ServerToClientEvents } from '@bidhall/contracts/realtime/events';
import { rooms } from '@bidhall/contracts/realtime/rooms';
import { pino, type Logger } from 'pino';
import { createApiClient, type ApiClient } from './api-client.ts';
import { createAuthenticator, HandshakeRefused, identityOf } from './auth.ts';
import { createSessionRevocation } from './session-revocation.ts';
import { createBadgeCoalescer } from './badges.ts';
import { createBusSubscriptions } from './bus-subscriptions.ts';
import { systemClock, type Clock } from './clock.ts';
import type { GatewayConfig } from './config.ts';
import { startCountdown } from './countdown.ts';
import { startExpirySweep } from './expiry-sweep.ts';
import { createStreamDelivery } from './fanout/deliver.ts';
import { createFrames } from './fanout/frames.ts';
import { createDispatcher } from './fanout/dispatcher.ts';
import { gatewayProof } from './gateway-proof.ts';
import { ProjectStreams } from './fanout/project-streams.ts';
import { registerHallHandlers } from './handlers/hall.ts';
import { registerScreenHandlers } from './handlers/screen.ts';
import { registerTimeHandlers } from './handlers/time.ts';
import { createHallPresence } from './hall-presence.ts';
import { createHallRepair } from './hall-repair.ts';
import { hallsOf } from './hall-rooms.ts';
import { createHttpEndpoints, type HttpHandler } from './http-endpoints.ts';
import type { GatewayServer, GatewaySocket, SocketData } from './io.ts';
import { createMetrics } from './metrics.ts';
import { errorText } from './messages.ts';
import { originAllowed } from './origin.ts';
import { attachRedisAdapter } from './redis-adapter.ts';
import { createScreenStats } from './screen-stats.ts';
import { createUserSocketLedger } from './user-sockets.ts';

/**
 * Joins and leaves within this long are counted once (hall:presence): a count asks every node
 * for the hall's supplier sockets, so a join storm of thousands costs one a second, not one each.
 */
const PRESENCE_DELAY_MS = 1000;

export interface GatewayDeps {
  bus: Bus;
  config: GatewayConfig;
  /** Defaults to the api at `config.apiUrls`. */
  api?: ApiClient;
  clock?: Clock;
  logger?: Logger;
  /** Node's default process metrics in /metrics; off when the host process exports its own. */
  defaultMetrics?: boolean;
}

export interface Gateway {
  io: GatewayServer;
  /** GET /healthz: 200 with the bus ready, 503 while it is down. */
  health: HttpHandler;
  /** GET /metrics in the Prometheus text format. */
  metrics: HttpHandler;
  /** Serves /healthz and /metrics by path, 404 otherwise. */
  route: HttpHandler;
  /** Disconnects every socket and stops timers and subscriptions; leaves the HTTP server open. */
  close(): Promise<void>;
}

/**
 * The realtime gateway on an HTTP server someone else owns (main.ts standalone, or the api's
 * server in the embedded mode). Everything it needs comes in as arguments.
 */
export async function createGateway(httpServer: HttpServer, deps: GatewayDeps): Promise<Gateway> {
  const { bus, config } = deps;
  const clock = deps.clock ?? systemClock;
  const logger = deps.logger ?? pino({ name: config.nodeName, level: config.logLevel });
  const api =
    deps.api ??
    createApiClient({
      baseUrls: config.apiUrls,
      timeoutMs: config.apiTimeoutMs,
      // Signed by the clock the api checks it with: embedded, the api's own (a moved one in the
      // end-to-end walks, where the wall clock's proof had expired by the api's time).
      proof: gatewayProof({ secret: config.jwtSecret, issuer: config.jwtIssuer, now: () => clock.now() }),
    });
  const metrics = createMetrics({ defaultMetrics: deps.defaultMetrics ?? true });

  const io: GatewayServer = new Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>(
    httpServer,
    {
      transports: ['websocket'],
      perMessageDeflate: false,
      httpCompression: false,
      serveClient: false,
      allowRequest: (req, callback) => {
        const allowed = originAllowed(req, config.allowedOrigins);
        callback(allowed ? null : errorText('origin', 'en-US'), allowed);
      },
    },
  );
  const redis = redisTargetOf(config.redisUrl, config.redisClusterNodes);
  const closeAdapter = redis ? attachRedisAdapter(io, redis, { nodeName: config.nodeName, logger }) : async () => {};

  const streams = new ProjectStreams();
  const badges = createBadgeCoalescer({ io, metrics, intervalMs: config.badgeCoalesceMs });
  const screen = createScreenStats({ io, streams, clock, metrics, intervalMs: config.screenStatsIntervalMs });
  const presence = createHallPresence({ io, metrics, logger, delayMs: PRESENCE_DELAY_MS });
  const stopExpirySweep = startExpirySweep({ io, clock });
  const stopCountdown = startCountdown({ io, streams, clock, metrics, intervalMs: config.countdownIntervalMs });
  const ledger = redis
    ? createUserSocketLedger({
        redis,
        nodeName: config.nodeName,
        logger,
        leaseMs: config.socketLeaseMs,
        live: () => [...io.of('/').sockets.values()].map((s) => ({ userId: identityOf(s).userId, socketId: s.id })),
      })
    : undefined;
  const authenticate = createAuthenticator({
    secret: config.jwtSecret,
    issuer: config.jwtIssuer,
    api,
    clock,
    sessionCacheMs: config.sessionCacheMs,
    maxSocketsPerUser: config.maxSocketsPerUser,
    ledger,
  });
  const subscriptions = createBusSubscriptions({ io, bus, streams, metrics, logger });
  const frames = createFrames({
    io,
    tickMs: config.frameTickMs ?? 100,
    packMinSockets: config.framePackMinSockets ?? 8,
    metrics,
  });
  const deliver = createStreamDelivery({ io, streams, metrics, screen, frames });
  const repair = createHallRepair({ io, api, streams, metrics, logger, deliver });
  const hall = registerHallHandlers({
    api,
    streams,
    repair,
    subscriptions,
    metrics,
    logger,
    clock,
    accessCacheMs: config.accessCacheMs,
    onHallChange: presence.changed,
  });
  const sessionsEnded = createSessionRevocation({
    io,
    revoke: authenticate.revoke,
    endSessions: authenticate.endSessions,
    forget: hall.forget,
  });
  const dispatch = createDispatcher({
    metrics,
    logger,
    badges,
    revoked: sessionsEnded.revoked,
    ended: sessionsEnded.ended,
    stream: repair.offer,
  });

  let busState: BusState = 'down';
  bus.onState((state) => {
    if (state === 'down' && busState === 'ready') metrics.busDowns.inc();
    busState = state;
    metrics.busUp.set(state === 'ready' ? 1 : 0);
    logger.info({ bus: state }, 'bus state');
  });
  // Not awaited: a node started before Redis serves sockets and /healthz (503) at once, and the
  // bus says through onState when events flow. Rejected only by the bus closing first.
  const subscription: Promise<Unsubscribe> = bus.subscribe(dispatch).catch((error: unknown) => {
    logger.warn({ err: error }, 'bus closed before its subscription was ready');
    return async () => {};
  });

  io.use(async (socket, next) => {
    await authenticate(socket, (error) => {
      if (error instanceof HandshakeRefused) metrics.handshakeRefusals.inc({ code: error.data.code });
      next(error);
    });
  });

  const handlers = [
    hall,
    registerTimeHandlers({ clock, logger }),
    registerScreenHandlers({
      logger,
      onJoin: (tenantId) => {
        subscriptions.enteredScreen(tenantId);
        screen.joined(tenantId);
      },
    }),
  ];
  io.on('connection', (socket: GatewaySocket) => {
    const identity = identityOf(socket);
    metrics.connections.inc();
    // The user's own room was joined at the handshake (auth.ts: the per-user socket count).
    if (identity.tenantId !== null) socket.join(rooms.tenantRole(identity.tenantId, identity.role));
    for (const register of handlers) register(socket);
    socket.on('disconnect', () => {
      metrics.connections.dec();
      for (const projectId of hallsOf(socket).keys()) presence.changed(projectId);
    });
  });

  const endpoints = createHttpEndpoints({
    metrics,
    busState: () => busState,
    connections: () => io.of('/').sockets.size,
    nodeName: config.nodeName,
    metricsToken: config.metricsToken,
  });

  return {
    io,
    ...endpoints,
    async close() {
      frames.flushAll();
      stopCountdown();
      stopExpirySweep();
      screen.close();
      presence.close();
      badges.close();
      // Not awaited either: pending, it would hold the close until Redis comes back.
      void subscription.then((unsubscribe) => unsubscribe());
      io.local.disconnectSockets(true);
      io.engine.close();
      await Promise.all([closeAdapter(), ledger?.close()]);
      metrics.registry.clear();
      if (!deps.api) api.close();
    },
  };
}
