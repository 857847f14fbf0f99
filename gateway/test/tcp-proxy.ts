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
  /** Bytes held back while stalled, in the order they came, with where they were going. */
  private stalled: [net.Socket, Buffer][] | null = null;
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
      for (const [from, to] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        this.open.add(from);
        from.on('data', (chunk: Buffer) => (this.stalled ? this.stalled.push([to, chunk]) : to.write(chunk)));
        from.on('close', () => {
          this.open.delete(from);
          to.destroy();
        });
        from.on('error', () => from.destroy());
      }
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

  /**
   * Passes no byte either way while every connection stays open, until resume(): a network
   * partition, with no reset and no answer, as when a link goes down. New connections are
   * accepted and stall alike.
   */
  stall(): void {
    this.stalled ??= [];
  }

  /** The link is back: what was held goes through, in order, to the connections still open. */
  resume(): void {
    const held = this.stalled ?? [];
    this.stalled = null;
    for (const [to, chunk] of held) if (!to.destroyed) to.write(chunk);
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
