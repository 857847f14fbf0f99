import ws from 'k6/ws';

/**
 * Socket.IO v4 spoken over a raw k6 WebSocket, so the scripts need no xk6 extension.
 * Engine.IO packets: 0 open, 2 ping (we answer 3), 4 message. Socket.IO packets inside a
 * message: 0 connect (we send 40{auth}), 1 disconnect, 2 event (42[name, data]),
 * 3 ack (43<id>[data]), 4 connect error (44{message}). Text only: the gateway sends no binary.
 */

/** @typedef {(reply: any) => void} AckHandler */
/**
 * @typedef {object} SioSocket
 * @property {(event: string, data: unknown, ack?: AckHandler) => void} emit
 * @property {(event: string, handler: (data: any) => void) => void} on
 * @property {(handler: () => void, ms: number) => void} setTimeout
 * @property {(handler: () => void, ms: number) => void} setInterval
 * @property {() => void} close
 */
/**
 * @typedef {object} SioOptions
 * @property {(socket: SioSocket) => void} onConnect  runs once the namespace accepted the handshake
 * @property {(message: string) => void} [onConnectError]
 * @property {() => void} [onClose]
 * @property {number} holdMs  the socket is closed after this long
 */

/** @param {string} baseUrl */
export function socketIoUrl(baseUrl) {
  return `${baseUrl.replace(/^http/, 'ws').replace(/\/+$/, '')}/socket.io/?EIO=4&transport=websocket`;
}

/**
 * Opens one Socket.IO connection and blocks the VU until it closes (k6/ws semantics).
 * @param {string} baseUrl
 * @param {Record<string, unknown>} auth  the handshake auth ({token, v})
 * @param {SioOptions} opts
 */
export function connectSocketIo(baseUrl, auth, opts) {
  return ws.connect(socketIoUrl(baseUrl), null, (socket) => {
    /** @type {Record<string, (data: any) => void>} */
    const handlers = {};
    /** @type {Record<string, AckHandler>} */
    const acks = {};
    let nextAckId = 0;
    /** @type {SioSocket} */
    const sio = {
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

    socket.on('message', (text) => {
      const engineType = text.charAt(0);
      if (engineType === '2') return socket.send('3');
      if (engineType === '0') return socket.send(`40${JSON.stringify(auth)}`);
      if (engineType !== '4') return;
      const sioType = text.charAt(1);
      const body = text.slice(2);
      if (sioType === '0') return opts.onConnect(sio);
      if (sioType === '1') return socket.close();
      if (sioType === '4') {
        if (opts.onConnectError) opts.onConnectError(parseConnectError(body));
        return socket.close();
      }
      const bracket = body.indexOf('[');
      if (bracket < 0) return;
      const id = body.slice(0, bracket);
      const args = JSON.parse(body.slice(bracket));
      if (sioType === '3') {
        const ack = acks[id];
        delete acks[id];
        if (ack) ack(args[0]);
      } else if (sioType === '2') {
        const handler = handlers[args[0]];
        if (handler) handler(args[1]);
      }
    });
    if (opts.onClose) socket.on('close', opts.onClose);
    socket.setTimeout(() => socket.close(), opts.holdMs);
  });
}

/** @param {string} body */
function parseConnectError(body) {
  try {
    return String(JSON.parse(body).message);
  } catch {
    return body;
  }
}
