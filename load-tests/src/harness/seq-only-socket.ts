import { openRawTextSocket, type OpenTextSocket, type TextSocket } from './raw-websocket.ts';

/**
 * What HallClient uses of a Socket.IO client socket; socket.io-client's Socket and
 * SeqOnlySocket both provide it.
 */
export type HallSocket = {
  readonly connected: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  /** When the transport opened (engine.io's open packet), before the handshake's auth; when known. */
  readonly transportOpenAt?: number;
  timeout(ms: number): { emitWithAck(event: string, data: unknown): Promise<unknown> };
  removeAllListeners(): unknown;
  disconnect(): unknown;
};

type Listener = (...args: unknown[]) => void;

const SEQ_KEY = Buffer.from('"seq":');
const OPEN_BRACE = 0x7b;
const QUOTE = 0x22;
const ZERO = 0x30;
const NINE = 0x39;

/**
 * The seq of a stream event packet `42["event",{"v":1,"projectId":7,"seq":12,...}]` read from
 * the bytes, without decoding or parsing the body: the first `"seq":` after the event name,
 * provided no object opens before it (so it is the message's own seq, not one inside its view).
 * `undefined` when the packet is not shaped so; the caller then parses it whole.
 */
export function seqOfStreamPacket(packet: Buffer, bodyStart: number): number | undefined {
  if (packet[bodyStart] !== OPEN_BRACE) return undefined;
  const at = packet.indexOf(SEQ_KEY, bodyStart);
  if (at < 0) return undefined;
  const nested = packet.indexOf(OPEN_BRACE, bodyStart + 1);
  if (nested >= 0 && nested < at) return undefined;
  let seq = 0;
  let i = at + SEQ_KEY.length;
  for (; i < packet.length && packet[i]! >= ZERO && packet[i]! <= NINE; i++) seq = seq * 10 + (packet[i]! - ZERO);
  return i === at + SEQ_KEY.length ? undefined : seq;
}

/**
 * The top-level fields of a message `42["event",{"seq":12,"audience":"agency","project":{...},...}]`
 * that come before its first nested object or array, parsed from that prefix alone: a hall
 * snapshot's seq and audience without its ranking. `undefined` when there is no such prefix
 * or it does not parse; the caller then parses the packet whole.
 */
export function headOfPacket(packet: Buffer, bodyStart: number): Record<string, unknown> | undefined {
  if (packet[bodyStart] !== OPEN_BRACE) return undefined;
  let nested = packet.indexOf(OPEN_BRACE, bodyStart + 1);
  const array = packet.indexOf(0x5b /* [ */, bodyStart + 1);
  if (nested < 0 || (array >= 0 && array < nested)) nested = array;
  if (nested < 0) return undefined;
  const comma = packet.lastIndexOf(0x2c /* , */, nested);
  if (comma <= bodyStart) return undefined;
  try {
    return JSON.parse(`${packet.toString('utf8', bodyStart, comma)}}`) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

const SUPPLIER_VIEW = Buffer.from('"view":{"kind":"supplier","quote":');
const OWN_NULL = Buffer.from(',"own":null,');

/**
 * Whether a supplier's quote:accepted `{...,"view":{"kind":"supplier","quote":<flat object or
 * null>,"own":null,"standing":{...}}}` confirms no quote of the receiving firm: read from the
 * bytes. False whenever the packet is not shaped so, so that the caller parses it; a wrong
 * false costs a parse, and a wrong true is impossible as `"own":null` is matched right after
 * the quote line (a line has no nested object).
 */
export function supplierViewOwnIsNull(packet: Buffer, bodyStart: number): boolean {
  const at = packet.indexOf(SUPPLIER_VIEW, bodyStart);
  if (at < 0) return false;
  let i = at + SUPPLIER_VIEW.length;
  if (packet[i] === OPEN_BRACE) {
    const close = packet.indexOf(0x7d /* } */, i);
    const nested = packet.indexOf(OPEN_BRACE, i + 1);
    if (close < 0 || (nested >= 0 && nested < close)) return false;
    i = close + 1;
  } else if (packet.toString('latin1', i, i + 4) === 'null') i += 4;
  else return false;
  return packet.compare(OWN_NULL, 0, OWN_NULL.length, i, i + OWN_NULL.length) === 0;
}

/**
 * A stream event handed over unparsed (SeqOnlySocket's `deferred`): its seq and a copy of its
 * packet's `["event",{message}]`, to parse (parseDeferred) if and when its content is needed.
 */
export type DeferredMessage = { seq: number; packet: Buffer };

export function parseDeferred(message: DeferredMessage): unknown {
  return (JSON.parse(message.packet.toString('utf8')) as [string, unknown])[1];
}

/**
 * A Socket.IO v4 client over a bare WebSocket (engine.io v4: `0` open, `2` ping answered `3`,
 * `40{auth}` connect, `42[...]` events, `42<id>[...]` / `43<id>[...]` acknowledgements) that
 * hands the events named in `seqOnly` to their listener as `{seq}` read from the packet's bytes
 * (seqOfStreamPacket) instead of parsing the message: a watcher that checks seq continuity
 * then costs a frame and an indexOf per message, where socket.io-client decodes and
 * JSON-parses every body. The events named in `headOnly` (a hall snapshot, whose ranking a
 * watcher without a view has no use for) reach their listener as their head (headOfPacket).
 * The events named in `deferred` whose supplier view confirms no own quote
 * (supplierViewOwnIsNull) reach their listener as a DeferredMessage: a supplier's standing
 * carries the whole ranking (12 kB at 200 bidders) and only the last one is ever looked at.
 * Every other packet is parsed whole. The WebSocket is RawTextSocket (a `net.Socket` and
 * FrameReader) unless `open` says otherwise.
 */
export class SeqOnlySocket implements HallSocket {
  private readonly ws: TextSocket;
  private readonly listeners = new Map<string, Listener[]>();
  private readonly pendingAcks = new Map<number, (reply: unknown) => void>();
  private nextAckId = 0;
  private state: 'opening' | 'connected' | 'closed' = 'opening';
  private readonly openTimer: NodeJS.Timeout;
  transportOpenAt?: number;
  /** Packets that could not be read from their bytes and were parsed whole (a check of the shortcut). */
  static parsedWhole = 0;

  constructor(
    url: string,
    private readonly auth: object,
    private readonly seqOnly: ReadonlySet<string>,
    timeoutMs = 10_000,
    private readonly headOnly: ReadonlySet<string> = new Set(),
    open: OpenTextSocket = openRawTextSocket,
    private readonly deferred: ReadonlySet<string> = new Set(),
  ) {
    const wsUrl = `${url.replace(/^http/, 'ws').replace(/\/+$/, '')}/socket.io/?EIO=4&transport=websocket`;
    this.ws = open(wsUrl, {
      open: () => {},
      message: (data, start, end) =>
        this.onPacket(start === 0 && end === data.length ? data : data.subarray(start, end)),
      close: (reason) => this.close(reason),
    });
    this.openTimer = setTimeout(() => this.close('timeout'), timeoutMs);
  }

  get connected() {
    return this.state === 'connected';
  }

  on(event: string, listener: (...args: never[]) => void) {
    const list = this.listeners.get(event) ?? [];
    list.push(listener as Listener);
    this.listeners.set(event, list);
    return this;
  }

  removeAllListeners() {
    this.listeners.clear();
    return this;
  }

  disconnect() {
    this.ws.terminate();
    this.close('io client disconnect');
    return this;
  }

  timeout(ms: number) {
    return {
      emitWithAck: (event: string, data: unknown) =>
        new Promise<unknown>((resolve, reject) => {
          const id = this.nextAckId++;
          const timer = setTimeout(() => {
            this.pendingAcks.delete(id);
            reject(new Error('operation has timed out'));
          }, ms);
          this.pendingAcks.set(id, (reply) => {
            clearTimeout(timer);
            resolve(reply);
          });
          this.send(`42${id}${JSON.stringify([event, data])}`);
        }),
    };
  }

  private send(packet: string) {
    if (this.state !== 'closed') this.ws.send(packet);
  }

  private emitLocal(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }

  private close(reason: string) {
    if (this.state === 'closed') return;
    const was = this.state;
    this.state = 'closed';
    clearTimeout(this.openTimer);
    this.ws.terminate();
    if (was === 'connected') this.emitLocal('disconnect', reason);
    else this.emitLocal('connect_error', new Error(reason));
  }

  private onPacket(packet: Buffer) {
    const kind = packet[0];
    if (kind === 0x32 /* 2 ping */) return this.send('3');
    if (kind === 0x30 /* 0 open */) {
      this.transportOpenAt = Date.now();
      return this.send(`40${JSON.stringify(this.auth)}`);
    }
    if (kind === 0x31 /* 1 close */) return this.close('transport close');
    if (kind !== 0x34 /* 4 message */) return;
    const type = packet[1];
    if (type === 0x32 /* 2 event */) return this.onEvent(packet);
    if (type === 0x33 /* 3 ack */) return this.onAck(packet);
    if (type === 0x30 /* 0 connect */) {
      this.state = 'connected';
      clearTimeout(this.openTimer);
      return this.emitLocal('connect');
    }
    if (type === 0x34 /* 4 connect_error */) {
      const { message, data } = JSON.parse(packet.toString('utf8', 2)) as { message: string; data?: unknown };
      const error = Object.assign(new Error(message), { data });
      this.state = 'closed';
      clearTimeout(this.openTimer);
      this.ws.terminate();
      return this.emitLocal('connect_error', error);
    }
    if (type === 0x31 /* 1 disconnect */) this.close('io server disconnect');
  }

  /** `42["name",{...}]`; the server sends no event that asks for an acknowledgement here. */
  private onEvent(packet: Buffer) {
    if (packet[2] !== 0x5b /* [ */ || packet[3] !== QUOTE) return this.onParsedEvent(packet);
    const nameEnd = packet.indexOf(QUOTE, 4);
    const event = packet.toString('latin1', 4, nameEnd);
    if (!this.listeners.has(event)) return;
    if (this.seqOnly.has(event)) {
      const seq = seqOfStreamPacket(packet, nameEnd + 2);
      if (seq !== undefined) return this.emitLocal(event, { seq });
      SeqOnlySocket.parsedWhole += 1;
    }
    if (this.deferred.has(event)) {
      const seq = seqOfStreamPacket(packet, nameEnd + 2);
      if (seq !== undefined && supplierViewOwnIsNull(packet, nameEnd + 2)) {
        const message: DeferredMessage = { seq, packet: Buffer.from(packet.subarray(2)) };
        return this.emitLocal(event, message);
      }
    }
    if (this.headOnly.has(event)) {
      const head = headOfPacket(packet, nameEnd + 2);
      if (head !== undefined) return this.emitLocal(event, head);
      SeqOnlySocket.parsedWhole += 1;
    }
    this.onParsedEvent(packet);
  }

  private onParsedEvent(packet: Buffer) {
    const body = packet.toString('utf8', packet.indexOf(0x5b));
    const [event, ...args] = JSON.parse(body) as [string, ...unknown[]];
    this.emitLocal(event, ...args);
  }

  /** `43<id>[reply]`. */
  private onAck(packet: Buffer) {
    const open = packet.indexOf(0x5b);
    const id = Number(packet.toString('latin1', 2, open));
    const resolve = this.pendingAcks.get(id);
    if (!resolve) return;
    this.pendingAcks.delete(id);
    const [reply] = JSON.parse(packet.toString('utf8', open)) as unknown[];
    resolve(reply);
  }
}
