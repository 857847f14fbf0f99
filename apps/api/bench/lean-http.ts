import net from 'node:net';

/**
 * The load generator's HTTP/1.1 client: one kept-alive connection per sender, a request
 * written as one string, the answer read by its Content-Length. The generator shares this
 * machine's two cores with the api and PostgreSQL it measures, and node's http client cost it
 * about as much CPU per quote as PostgreSQL spends; every core-second it spends is
 * one the api's event loop waits for. It speaks only what the api answers: a status line,
 * headers with Content-Length, a body; anything else (chunked, a closed connection) rejects,
 * and the bench counts that call as not accepted.
 */
export class LeanConnection {
  private socket: net.Socket | null = null;
  private buffered: Buffer = Buffer.alloc(0);
  private waiting: { resolve: (body: Buffer) => void; reject: (error: Error) => void } | null = null;

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  post(path: string, headers: string, body: string): Promise<Buffer> {
    if (this.waiting) return Promise.reject(new Error('one request at a time per connection'));
    const socket = this.socket ?? this.connect();
    const request =
      `POST ${path} HTTP/1.1\r\nHost: ${this.host}:${this.port}\r\n${headers}` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      socket.write(request);
    });
  }

  close(): void {
    this.socket?.destroy();
    this.socket = null;
  }

  private connect(): net.Socket {
    const socket = net.connect({ host: this.host, port: this.port, noDelay: true });
    socket.on('data', (chunk: Buffer) => this.read(chunk));
    const fail = (error: Error) => {
      // A connection replaced already (its error came first, its close later) settles nothing.
      if (this.socket !== socket) return;
      this.socket = null;
      this.buffered = Buffer.alloc(0);
      const waiting = this.waiting;
      this.waiting = null;
      waiting?.reject(error);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(Object.assign(new Error('connection closed'), { code: 'ECONNRESET' })));
    this.socket = socket;
    return socket;
  }

  private read(chunk: Buffer): void {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const headEnd = this.buffered.indexOf('\r\n\r\n');
    if (headEnd < 0) return;
    const head = this.buffered.toString('latin1', 0, headEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) {
      this.socket?.destroy(new Error(`an answer without Content-Length: ${head.split('\r\n')[0]}`));
      return;
    }
    const end = headEnd + 4 + Number(length[1]);
    if (this.buffered.length < end) return;
    const body = this.buffered.subarray(headEnd + 4, end);
    this.buffered = this.buffered.subarray(end);
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.resolve(body);
  }
}
