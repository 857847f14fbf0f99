/**
 * RFC 6455 frames, the part a WebSocket client needs: an incremental reader of what the
 * server sends (masked or not, fragmented or not, split across reads or not) and the writer
 * of a client's frames (always masked). No extension is negotiated, so an RSV bit is an error.
 */

export const OPCODE = { continuation: 0x0, text: 0x1, binary: 0x2, close: 0x8, ping: 0x9, pong: 0xa } as const;

export type FrameSink = {
  /** A whole data message; `data[start, end)` is valid only during the call (the reader reuses it). */
  message(data: Buffer, start: number, end: number): void;
  ping(payload: Buffer): void;
  close(code: number | undefined): void;
  /** A protocol error: the connection must be dropped. */
  error(reason: string): void;
};

/** A frame larger than this is refused: no message of the gateway comes near it. */
const MAX_FRAME = 64 * 1024 * 1024;
const MAX_HEADER = 14;

/** Bytes of the frame header starting at `at`, or undefined while fewer than 2 bytes are there. */
function headerLength(buf: Buffer, at: number, end: number): number | undefined {
  if (end - at < 2) return undefined;
  const len7 = buf[at + 1]! & 0x7f;
  return 2 + (len7 === 126 ? 2 : len7 === 127 ? 8 : 0) + (buf[at + 1]! & 0x80 ? 4 : 0);
}

function payloadLength(buf: Buffer, at: number): number {
  const len7 = buf[at + 1]! & 0x7f;
  if (len7 === 126) return buf.readUInt16BE(at + 2);
  if (len7 === 127) return buf.readUInt32BE(at + 2) * 2 ** 32 + buf.readUInt32BE(at + 6);
  return len7;
}

/**
 * Reads frames out of the chunks a socket delivers. A frame wholly inside a chunk is handed
 * over in place, without a copy; only a frame cut by a chunk's end is copied, into a buffer of
 * its exact size once its header is known.
 */
export class FrameReader {
  /** The start of a frame cut by a chunk's end: its header so far, or the whole frame's room. */
  private held: Buffer | null = null;
  private heldLength = 0;
  /** The payloads of a fragmented message so far, and its opcode. */
  private fragments: Buffer[] | null = null;
  private failed = false;

  constructor(private readonly sink: FrameSink) {}

  push(chunk: Buffer, start = 0, end = chunk.length) {
    if (this.failed) return;
    start = this.fillHeld(chunk, start, end);
    while (start < end && !this.failed) {
      const header = headerLength(chunk, start, end);
      const size = header !== undefined && end - start >= header ? header + payloadLength(chunk, start) : undefined;
      if (size !== undefined && size > MAX_FRAME) return this.fail('frame too large');
      if (size === undefined || start + size > end) {
        this.held = Buffer.allocUnsafe(size ?? MAX_HEADER);
        this.heldLength = end - start;
        chunk.copy(this.held, 0, start, end);
        return;
      }
      this.frame(chunk, start, start + size);
      start += size;
    }
  }

  /** Completes a held frame from the chunk; returns where the chunk's own frames start. */
  private fillHeld(chunk: Buffer, start: number, end: number): number {
    while (this.held && start < end) {
      const held = this.held;
      const header = headerLength(held, 0, this.heldLength) ?? 2;
      const complete = this.heldLength >= header;
      const target = complete ? header + payloadLength(held, 0) : header;
      if (target > MAX_FRAME) {
        this.fail('frame too large');
        return end;
      }
      if (held.length < target) {
        this.held = Buffer.allocUnsafe(target);
        held.copy(this.held, 0, 0, this.heldLength);
      }
      const n = Math.min(target - this.heldLength, end - start);
      chunk.copy(this.held, this.heldLength, start, start + n);
      this.heldLength += n;
      start += n;
      if (complete && this.heldLength === target) {
        const frame = this.held;
        this.held = null;
        this.frame(frame, 0, target);
      }
    }
    return start;
  }

  private frame(buf: Buffer, at: number, end: number) {
    const b0 = buf[at]!;
    const fin = (b0 & 0x80) !== 0;
    const opcode = b0 & 0x0f;
    if (b0 & 0x70) return this.fail('reserved bits set');
    const masked = (buf[at + 1]! & 0x80) !== 0;
    const payloadStart = at + headerLength(buf, at, end)!;
    if (masked) unmask(buf, payloadStart - 4, payloadStart, end);
    if (opcode >= 0x8) {
      if (!fin || end - payloadStart > 125) return this.fail('bad control frame');
      if (opcode === OPCODE.close)
        return this.sink.close(end - payloadStart >= 2 ? buf.readUInt16BE(payloadStart) : undefined);
      if (opcode === OPCODE.ping) return this.sink.ping(Buffer.from(buf.subarray(payloadStart, end)));
      if (opcode === OPCODE.pong) return;
      return this.fail(`unknown opcode ${opcode}`);
    }
    if (opcode === OPCODE.continuation) {
      if (!this.fragments) return this.fail('continuation without a first fragment');
      this.fragments.push(Buffer.from(buf.subarray(payloadStart, end)));
      if (!fin) return;
      const whole = Buffer.concat(this.fragments);
      this.fragments = null;
      return this.sink.message(whole, 0, whole.length);
    }
    if (opcode !== OPCODE.text && opcode !== OPCODE.binary) return this.fail(`unknown opcode ${opcode}`);
    if (this.fragments) return this.fail('a new message inside a fragmented one');
    if (fin) return this.sink.message(buf, payloadStart, end);
    this.fragments = [Buffer.from(buf.subarray(payloadStart, end))];
  }

  private fail(reason: string) {
    this.failed = true;
    this.held = null;
    this.fragments = null;
    this.sink.error(reason);
  }
}

function unmask(buf: Buffer, keyAt: number, start: number, end: number) {
  for (let i = start; i < end; i++) buf[i]! ^= buf[keyAt + ((i - start) & 3)]!;
}

/** One whole frame; `mask` (4 bytes) masks the payload, as a client must (RFC 6455 5.3). */
export function encodeFrame(opcode: number, payload: Buffer, mask: Buffer | null): Buffer {
  const len = payload.length;
  const extra = len < 126 ? 0 : len < 65_536 ? 2 : 8;
  const header = 2 + extra + (mask ? 4 : 0);
  const frame = Buffer.allocUnsafe(header + len);
  frame[0] = 0x80 | opcode;
  frame[1] = (mask ? 0x80 : 0) | (extra === 0 ? len : extra === 2 ? 126 : 127);
  if (extra === 2) frame.writeUInt16BE(len, 2);
  if (extra === 8) {
    frame.writeUInt32BE(Math.floor(len / 2 ** 32), 2);
    frame.writeUInt32BE(len >>> 0, 6);
  }
  payload.copy(frame, header);
  if (mask) {
    mask.copy(frame, header - 4);
    unmask(frame, header - 4, header, header + len);
  }
  return frame;
}
