import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';
import { FrameReader, OPCODE, encodeFrame } from './ws-frames.ts';

export type TextSocketHandlers = {
  /** The upgrade answered with 101 and the right Sec-WebSocket-Accept. */
  open(): void;
  /** A whole text message; `data[start, end)` is valid only during the call. */
  message(data: Buffer, start: number, end: number): void;
  close(reason: 'transport error' | 'transport close'): void;
};

/** What a seq-only watcher needs of a WebSocket: text out, text in (through its handlers), and an end. */
export type TextSocket = {
  send(text: string): void;
  terminate(): void;
};

export type OpenTextSocket = (url: string, handlers: TextSocketHandlers) => TextSocket;

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const HEAD_END = Buffer.from('\r\n\r\n');
/**
 * One read buffer for every socket of the process (net's `onread`): each read is parsed to the
 * end before the next one is taken, and a frame cut by the read's end is copied out
 * (FrameReader), so no socket keeps a view of it. Saves a Buffer and a stream 'data' event a read.
 */
const READ_BUFFER = Buffer.allocUnsafe(256 * 1024);

/**
 * A WebSocket client on a plain `net.Socket`: the HTTP upgrade, then FrameReader on each read
 * (pings answered, a close frame answered and the socket ended). It costs a read what `ws`
 * costs a read minus its stream layers: no per-read Buffer, no Writable receiver.
 */
export const openRawTextSocket: OpenTextSocket = (url, handlers) => new RawTextSocket(new URL(url), handlers);

class RawTextSocket implements TextSocket {
  private readonly socket: net.Socket;
  private readonly key = randomBytes(16).toString('base64');
  private state: 'upgrading' | 'open' | 'closed' = 'upgrading';
  private head: Buffer = Buffer.alloc(0);
  private readonly reader: FrameReader;

  constructor(
    url: URL,
    private readonly handlers: TextSocketHandlers,
  ) {
    this.reader = new FrameReader({
      message: (data, start, end) => this.state === 'open' && handlers.message(data, start, end),
      ping: (payload) => this.write(OPCODE.pong, payload),
      close: (code) => {
        if (code !== undefined) this.write(OPCODE.close, Buffer.from([code >> 8, code & 0xff]));
        this.end('transport close');
      },
      error: () => this.end('transport error'),
    });
    this.socket = net.connect({
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'https:' || url.protocol === 'wss:' ? 443 : 80)),
      onread: { buffer: READ_BUFFER, callback: (n: number, buf: Uint8Array) => this.onRead(buf as Buffer, n) },
    });
    this.socket.setNoDelay(true);
    this.socket.on('connect', () =>
      this.socket.write(
        `GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${this.key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      ),
    );
    this.socket.on('error', () => this.end('transport error'));
    this.socket.on('close', () => this.end('transport close'));
  }

  send(text: string) {
    this.write(OPCODE.text, Buffer.from(text));
  }

  terminate() {
    this.state = 'closed';
    this.socket.destroy();
  }

  private write(opcode: number, payload: Buffer) {
    if (this.state === 'open') this.socket.write(encodeFrame(opcode, payload, randomBytes(4)));
  }

  private onRead(buf: Buffer, n: number): boolean {
    if (this.state === 'open') this.reader.push(buf, 0, n);
    else if (this.state === 'upgrading') this.onHead(buf, n);
    return true;
  }

  /** The upgrade's answer, maybe over several reads, maybe followed by the first frames. */
  private onHead(buf: Buffer, n: number) {
    this.head = Buffer.concat([this.head, buf.subarray(0, n)]);
    const at = this.head.indexOf(HEAD_END);
    if (at < 0) return;
    const lines = this.head.toString('latin1', 0, at).split('\r\n');
    const accept = createHash('sha1')
      .update(this.key + GUID)
      .digest('base64');
    const accepted = lines.some(
      (l) => /^sec-websocket-accept:/i.test(l) && l.slice(l.indexOf(':') + 1).trim() === accept,
    );
    if (!/^HTTP\/1\.1 101 /.test(lines[0] ?? '') || !accepted) return this.end('transport error');
    const rest = this.head.subarray(at + HEAD_END.length);
    this.head = Buffer.alloc(0);
    this.state = 'open';
    this.handlers.open();
    if (rest.length > 0 && this.state === 'open') this.reader.push(rest);
  }

  private end(reason: 'transport error' | 'transport close') {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.socket.destroy();
    this.handlers.close(reason);
  }
}
