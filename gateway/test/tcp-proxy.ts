import { once } from 'node:events';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP pass-through to a real service that a test can cut and restore, to take Redis away
 * from one gateway without stopping the Redis every other test shares.
 */
export class TcpProxy {
  private server: net.Server | undefined;
  private readonly open = new Set<net.Socket>();
  private hanging = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<void> {
    const server = net.createServer((client) => {
      if (this.hanging) {
        this.open.add(client);
        client.on('close', () => this.open.delete(client));
        client.on('error', () => client.destroy());
        return;
      }
      const upstream = net.connect(this.targetPort, this.targetHost);
      for (const s of [client, upstream]) {
        this.open.add(s);
        s.on('close', () => this.open.delete(s));
        s.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    server.listen(this.port, '127.0.0.1');
    await once(server, 'listening');
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Drops every connection and refuses new ones until restore(). */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const s of this.open) s.destroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  /**
   * Drops every connection and accepts new ones that are never answered (a Redis hung, or cut
   * off by the network), until restore(): a client's reconnect then waits connected, not refused.
   */
  hang(): void {
    this.hanging = true;
    for (const s of this.open) s.destroy();
  }

  /** Passes connections through again (listening again on the same port after a cut). */
  async restore(): Promise<void> {
    this.hanging = false;
    if (!this.server) await this.start();
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }
}
