import { WebSocket } from 'ws';

/**
 * Just enough of k6's `k6/ws` over the `ws` package for k6/src/lib/socketio.ts to run under
 * vitest: `connect(url, params, callback)` with the socket's on/send/close/setTimeout/
 * setInterval. k6 blocks until the socket closes; here the returned promise resolves then.
 */
type Handler = (data?: unknown) => void;

export default {
  connect(url: string, _params: unknown, callback: (socket: unknown) => void): Promise<void> {
    const ws = new WebSocket(url);
    const handlers = new Map<string, Handler[]>();
    const timers: NodeJS.Timeout[] = [];
    const fire = (event: string, data?: unknown) => handlers.get(event)?.forEach((h) => h(data));
    const socket = {
      on: (event: string, handler: Handler) => void handlers.set(event, [...(handlers.get(event) ?? []), handler]),
      send: (data: string) => ws.send(data),
      close: () => ws.close(),
      setTimeout: (fn: () => void, ms: number) => void timers.push(setTimeout(fn, ms)),
      setInterval: (fn: () => void, ms: number) => void timers.push(setInterval(fn, ms)),
    };
    callback(socket);
    ws.on('open', () => fire('open'));
    ws.on('message', (data) => fire('message', data.toString()));
    ws.on('error', (error) => fire('error', error));
    return new Promise((resolve) => {
      ws.on('close', () => {
        timers.forEach(clearTimeout);
        fire('close');
        resolve();
      });
    });
  },
};
