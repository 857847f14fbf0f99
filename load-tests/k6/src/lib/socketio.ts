import ws from 'k6/ws';

/**
 * Socket.IO v4 spoken over a raw k6 WebSocket, so the scripts need no xk6 extension.
 * Engine.IO packets: 0 open, 2 ping (we answer 3), 4 message. Socket.IO packets inside a
 * message: 0 connect (we send 40{auth}), 1 disconnect, 2 event (42[name, data]),
 * 3 ack (43<id>[data]), 4 connect error (44{message}). Text only: the gateway sends no binary.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- messages are the gateway's JSON, read by the caller
type AckHandler = (reply: any) => void;

type SioSocket = {
  emit(event: string, data: unknown, ack?: AckHandler): void;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  on(event: string, handler: (data: any) => void): void;
  setTimeout(handler: () => void, ms: number): void;
  setInterval(handler: () => void, ms: number): void;
  close(): void;
};

export type SioOptions = {
  /** Runs once the namespace accepted the handshake. */
  onConnect(socket: SioSocket): void;
  /** The WebSocket did not open, or the namespace refused the handshake. */
  onConnectError?(message: string): void;
  onClose?(): void;
  /** The socket is closed after this long. */
  holdMs: number;
};

/** `root` is ws(s)://host[:port], without a path. */
function socketIoUrl(root: string): string {
  return `${root.replace(/^http/, 'ws').replace(/\/+$/, '')}/socket.io/?EIO=4&transport=websocket`;
}

/**
 * Opens one Socket.IO connection and blocks the VU until it closes (k6/ws semantics). A
 * WebSocket that cannot open (no /socket.io there, a refused upgrade) and a connection closed
 * before the handshake are reported through onConnectError as well.
 */
export function connectSocketIo(root: string, auth: Record<string, unknown>, opts: SioOptions): unknown {
  let settled = false;
  const refuse = (message: string) => {
    if (settled) return;
    settled = true;
    if (opts.onConnectError) opts.onConnectError(message);
  };
  try {
    const res = ws.connect(socketIoUrl(root), {}, (socket) => {
      const handlers: Record<string, (data: unknown) => void> = {};
      const acks: Record<string, AckHandler> = {};
      let nextAckId = 0;
      const sio: SioSocket = {
        emit(event, data, ack) {
          let id = '';
          if (ack) {
            id = String(nextAckId++);
            acks[id] = ack;
          }
          socket.send(`42${id}${JSON.stringify([event, data])}`);
        },
        on(event, handler) {
          handlers[event] = handler;
        },
        setTimeout: (handler, ms) => socket.setTimeout(handler, ms),
        setInterval: (handler, ms) => socket.setInterval(handler, ms),
        close: () => socket.close(),
      };

      socket.on('message', (text: string) => {
        const engineType = text.charAt(0);
        if (engineType === '2') return socket.send('3');
        if (engineType === '0') return socket.send(`40${JSON.stringify(auth)}`);
        if (engineType !== '4') return;
        const sioType = text.charAt(1);
        const body = text.slice(2);
        if (sioType === '0') {
          settled = true;
          return opts.onConnect(sio);
        }
        if (sioType === '1') return socket.close();
        if (sioType === '4') {
          refuse(parseConnectError(body));
          return socket.close();
        }
        dispatch(body, sioType, handlers, acks);
      });
      socket.on('error', (e: unknown) => refuse(`socket error: ${errorText(e)}`));
      socket.on('close', () => {
        refuse('closed before the Socket.IO handshake');
        if (opts.onClose) opts.onClose();
      });
      socket.setTimeout(() => socket.close(), opts.holdMs);
    });
    // k6 answers a refused upgrade (404 where nothing serves /socket.io) with its response.
    if (res && typeof res.status === 'number' && res.status !== 101) refuse(`websocket upgrade answered ${res.status}`);
    return res;
  } catch (e) {
    refuse(`websocket did not open: ${errorText(e)}`);
    return null;
  }
}

function dispatch(
  body: string,
  sioType: string,
  handlers: Record<string, (data: unknown) => void>,
  acks: Record<string, AckHandler>,
) {
  const bracket = body.indexOf('[');
  if (bracket < 0) return;
  const id = body.slice(0, bracket);
  const args = JSON.parse(body.slice(bracket)) as unknown[];
  if (sioType === '3') {
    const ack = acks[id];
    delete acks[id];
    if (ack) ack(args[0]);
  } else if (sioType === '2') {
    const handler = handlers[String(args[0])];
    if (handler) handler(args[1]);
  }
}

function parseConnectError(body: string): string {
  try {
    return String((JSON.parse(body) as { message?: unknown }).message);
  } catch {
    return body;
  }
}

function errorText(e: unknown): string {
  if (e && typeof e === 'object' && 'error' in e) return String((e as { error: () => string }).error());
  return String(e);
}
