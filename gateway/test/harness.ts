import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Bus } from '@bidhall/bus/bus';
import { readHallFrame } from '@bidhall/contracts/realtime/packed-frame';
import { pino } from 'pino';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import type { Clock } from '../src/clock.ts';
import { loadConfig, type GatewayConfig } from '../src/config.ts';
import { createGateway, type Gateway } from '../src/gateway.ts';
import { TEST_ISSUER, TEST_SECRET } from './tokens.ts';

export const ALLOWED_ORIGIN = 'https://hall.example.cn';

/** A gateway on its own HTTP server on a free port, as main.ts wires it. */
export async function startGateway(opts: { bus: Bus; apiUrl: string; clock?: Clock; env?: Record<string, string> }) {
  const config: GatewayConfig = loadConfig({
    API_URL: opts.apiUrl,
    JWT_SECRET: TEST_SECRET,
    JWT_ISSUER: TEST_ISSUER,
    ALLOWED_ORIGINS: ALLOWED_ORIGIN,
    PORT: '0',
    API_TIMEOUT_MS: '1000',
    ...opts.env,
  });
  const server = createServer();
  const gateway: Gateway = await createGateway(server, {
    bus: opts.bus,
    config,
    clock: opts.clock,
    logger: pino({ level: 'silent' }),
    defaultMetrics: false,
  });
  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/socket.io/')) gateway.route(req, res);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await busReady(url);
  return {
    url,
    gateway,
    async close() {
      await gateway.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * A real client that records every message it receives, in order: a `hall:frame`'s items as
 * the events they are, packed or not (as the web applies them), and every packet as it came in `packets`.
 */
export class TestClient {
  readonly frames: [string, unknown][] = [];
  readonly packets: [string, unknown][] = [];
  readonly socket: ClientSocket;

  constructor(url: string, token: string | undefined, opts: { origin?: string; v?: number; lang?: string } = {}) {
    this.socket = connect(url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      auth: token === undefined ? {} : { token, v: opts.v ?? 1, ...(opts.lang ? { lang: opts.lang } : {}) },
      extraHeaders: opts.origin ? { origin: opts.origin } : {},
    });
    this.socket.onAny((event: string, message: unknown) => {
      this.packets.push([event, message]);
      if (event !== 'hall:frame') return void this.frames.push([event, message]);
      const frame = readHallFrame(message);
      // Kept under a name no schema has, so that a check of every frame fails on it.
      if (!frame) return void this.frames.push(['unreadable hall:frame', message]);
      for (const item of frame.items) this.frames.push([item.event, item.message]);
    });
  }

  /** Resolves on connect; rejects with the connect_error (message and data) otherwise. */
  connected(): Promise<this> {
    return new Promise((resolve, reject) => {
      this.socket.once('connect', () => resolve(this));
      this.socket.once('connect_error', (error) => reject(error));
    });
  }

  request<T = unknown>(event: string, payload: unknown): Promise<T> {
    return this.socket.timeout(5000).emitWithAck(event, payload) as Promise<T>;
  }

  received(event: string): unknown[] {
    return this.frames.filter(([e]) => e === event).map(([, m]) => m);
  }

  close(): void {
    this.socket.close();
  }
}

/** Polls until `check` passes (it throws until then), for at most `timeoutMs`. */
export async function eventually(check: () => void | Promise<void>, timeoutMs = 3000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/**
 * Resolves once the node at `url` answers /healthz with 200: its bus subscription is up. A
 * node listens before that (it subscribes in the background), so a test that publishes right
 * after start waits for this first.
 */
export const busReady = (url: string, timeoutMs = 10_000) =>
  eventually(async () => {
    const status = (await fetch(`${url}/healthz`)).status;
    if (status !== 200) throw new Error(`${url}/healthz answered ${status}`);
  }, timeoutMs);

/** Gives in-flight messages time to arrive, before asserting that something did not. */
export const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The bus publishing as the api's outbox does: a message the bus refused waits and goes again,
 * in order, for up to `withinMs`. The bus refuses at once while its connection is not ready (no
 * offline queue): a cluster client before it has read the slots, or while a replica takes over
 * a killed primary.
 */
export function untilTaken(bus: Bus, withinMs = 10_000): Bus {
  return {
    ...bus,
    async publish(message, opts) {
      const deadline = Date.now() + withinMs;
      for (;;) {
        try {
          return await bus.publish(message, opts);
        } catch (error) {
          if (Date.now() > deadline) throw error;
          await settle(50);
        }
      }
    },
  };
}
