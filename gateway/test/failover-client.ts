import { readHallFrame } from '@bidhall/contracts/realtime/packed-frame';
import { io as connect, type Socket } from 'socket.io-client';

/**
 * A hall client as the web app behaves: it keeps the last seq it applied, applies a stream
 * message only when its seq is above that, and when its node goes away it connects to the
 * next node and re-joins with `sinceSeq`. `raw` keeps every stream seq as received.
 */
export class FailoverClient {
  readonly raw: number[] = [];
  readonly applied: number[] = [];
  readonly snapshots: number[] = [];
  /** Whether an event ever arrived past the last seq held (a gap the client would have to repair). */
  sawGap = false;
  readonly nodesUsed: string[] = [];
  last = 0;
  private socket: Socket | undefined;
  private closed = false;

  constructor(
    private readonly urls: string[],
    private readonly token: string,
    private readonly projectId: number,
    private nodeIndex: number,
  ) {}

  async start(): Promise<void> {
    await this.open();
  }

  private async open(): Promise<void> {
    const url = this.urls[this.nodeIndex % this.urls.length] as string;
    this.nodesUsed.push(url);
    const socket = connect(url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      auth: { token: this.token, v: 1 },
    });
    this.socket = socket;
    socket.onAny((event: string, packet: { seq?: number }) => {
      // A watcher's frame, packed or not: its events one by one, each checked, as the web applies them.
      const messages = event === 'hall:frame' ? (readHallFrame(packet)?.items ?? []).map((i) => i.message) : [packet];
      for (const message of messages) this.apply(event, message);
    });
    socket.on('disconnect', () => {
      if (this.closed) return;
      this.nodeIndex += 1;
      void this.open();
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const join =
      this.last === 0 && this.snapshots.length === 0
        ? { projectId: this.projectId }
        : { projectId: this.projectId, sinceSeq: this.last };
    const ack = (await socket.timeout(5000).emitWithAck('hall:join', join)) as { ok: boolean };
    if (!ack.ok) throw new Error(`join refused: ${JSON.stringify(ack)}`);
  }

  private apply(event: string, message: { seq?: number }): void {
    if (event === 'hall:snapshot') {
      this.snapshots.push(message.seq ?? 0);
      this.last = Math.max(this.last, message.seq ?? 0);
    } else if (typeof message.seq === 'number') {
      this.raw.push(message.seq);
      if (message.seq > this.last + 1) this.sawGap = true;
      if (message.seq > this.last) {
        this.applied.push(message.seq);
        this.last = message.seq;
      }
    }
  }

  close(): void {
    this.closed = true;
    this.socket?.close();
  }
}
