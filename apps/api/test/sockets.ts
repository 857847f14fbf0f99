import { io as connect, type Socket } from 'socket.io-client';
import { PROTOCOL_VERSION } from '@bidhall/contracts/realtime/protocol';

/** A real Socket.IO client of the embedded gateway that records every frame it receives. */
export class HallClient {
  readonly frames: Array<[string, unknown]> = [];
  readonly socket: Socket;

  constructor(url: string, token: string, opts: { origin?: string } = {}) {
    this.socket = connect(url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      auth: { token, v: PROTOCOL_VERSION },
      extraHeaders: opts.origin ? { origin: opts.origin } : {},
    });
    this.socket.onAny((event: string, message: unknown) => this.frames.push([event, message]));
  }

  /** Resolves on connect; rejects with the connect_error (its `data.code` says why). */
  connected(): Promise<this> {
    return new Promise((resolve, reject) => {
      this.socket.once('connect', () => resolve(this));
      this.socket.once('connect_error', reject);
    });
  }

  /** The refusal's code, or 'connected' when the handshake was accepted. */
  async outcome(): Promise<string> {
    try {
      await this.connected();
      return 'connected';
    } catch (error) {
      return (error as { data?: { code?: string }; message: string }).data?.code ?? (error as Error).message;
    } finally {
      this.close();
    }
  }

  /** Joins a hall as the gateway's contract asks; resolves with the acknowledgement. */
  join(projectId: number): Promise<unknown> {
    return this.socket.timeout(5000).emitWithAck('hall:join', { projectId });
  }

  /** How many frames of this event arrived so far. */
  count(event: string): number {
    return this.frames.reduce((n, [name]) => (name === event ? n + 1 : n), 0);
  }

  close(): void {
    this.socket.close();
  }
}
