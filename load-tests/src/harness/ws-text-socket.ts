import WebSocket from 'ws';
import type { OpenTextSocket } from './raw-websocket.ts';

/**
 * The same text socket on the `ws` library: what the raw one replaced, kept so that the
 * watcher-cost bench compares the two in one run.
 */
export const openWsTextSocket: OpenTextSocket = (url, handlers) => {
  const ws = new WebSocket(url, { skipUTF8Validation: true, perMessageDeflate: false });
  ws.on('open', () => handlers.open());
  ws.on('message', (data: Buffer) => handlers.message(data, 0, data.length));
  ws.on('error', () => handlers.close('transport error'));
  ws.on('close', () => handlers.close('transport close'));
  return {
    send: (text) => ws.readyState === WebSocket.OPEN && ws.send(text),
    terminate: () => ws.terminate(),
  };
};
