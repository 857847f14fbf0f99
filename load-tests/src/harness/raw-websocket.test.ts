import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { openRawTextSocket, type TextSocketHandlers } from './raw-websocket.ts';

let server: Server | null = null;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = null;
});

async function listen(s: Server): Promise<string> {
  server = s;
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return `ws://127.0.0.1:${(s.address() as AddressInfo).port}/socket.io/?EIO=4&transport=websocket`;
}

/** A `ws` server on a free port; `onConnection` gets each server-side socket. */
async function wsServer(onConnection: (ws: WebSocket, path: string) => void) {
  const http = createServer();
  const wss = new WebSocketServer({ server: http });
  wss.on('connection', (ws, req) => onConnection(ws, req.url ?? ''));
  return listen(http);
}

function client(url: string) {
  const got: string[] = [];
  let closed: string | null = null;
  let opened = false;
  const handlers: TextSocketHandlers = {
    open: () => (opened = true),
    message: (data, start, end) => got.push(data.toString('utf8', start, end)),
    close: (reason) => (closed = reason),
  };
  const socket = openRawTextSocket(url, handlers);
  return { socket, got, closed: () => closed, opened: () => opened };
}

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(ok()).toBe(true);
};

describe('RawTextSocket against a ws server', () => {
  it('upgrades on the path, reads plain and fragmented messages, answers pings, sends masked text', async () => {
    let serverSide: WebSocket | null = null;
    let path = '';
    const fromClient: string[] = [];
    let pongs = 0;
    const url = await wsServer((ws, p) => {
      serverSide = ws;
      path = p;
      ws.on('message', (m) => fromClient.push(String(m)));
      ws.on('pong', (data) => data.toString() === 'are you there' && pongs++);
    });
    const c = client(url);
    await until(() => c.opened() && serverSide !== null);
    expect(path).toBe('/socket.io/?EIO=4&transport=websocket');
    const ws = serverSide!;
    ws.send('0{"sid":"a"}');
    ws.send('42["a",', { fin: false });
    ws.ping('are you there');
    ws.send('{"seq":1}]', { fin: true });
    ws.send('x'.repeat(300_000));
    c.socket.send('40{"token":"t"}');
    await until(() => c.got.length === 3 && pongs === 1 && fromClient.length === 1);
    expect(c.got.slice(0, 2)).toEqual(['0{"sid":"a"}', '42["a",{"seq":1}]']);
    expect(c.got[2]).toBe('x'.repeat(300_000));
    // ws refuses an unmasked client frame: the message arriving shows the client masked it.
    expect(fromClient).toEqual(['40{"token":"t"}']);
    expect(c.closed()).toBeNull();
  });

  it("tells the server's close as a transport close, and a terminate closes silently", async () => {
    let serverSide: WebSocket | null = null;
    let closeCode = 0;
    const url = await wsServer((ws) => {
      serverSide = ws;
      ws.on('close', (code) => (closeCode = code));
    });
    const c = client(url);
    await until(() => serverSide !== null);
    serverSide!.close(1000);
    await until(() => c.closed() !== null && closeCode !== 0);
    expect(c.closed()).toBe('transport close');
    // The client answered the close frame with the same code.
    expect(closeCode).toBe(1000);

    const quiet = client(url);
    await until(() => quiet.opened());
    quiet.socket.terminate();
    await new Promise((r) => setTimeout(r, 50));
    expect(quiet.closed()).toBeNull();
  });

  it('refuses an upgrade answered without the right Sec-WebSocket-Accept', async () => {
    const url = await listen(
      createServer().on('upgrade', (_req, socket) =>
        socket.write(
          'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: bogus\r\n\r\n',
        ),
      ),
    );
    const c = client(url);
    await until(() => c.closed() !== null);
    expect(c.closed()).toBe('transport error');
    expect(c.opened()).toBe(false);
  });

  it('tells a refused connection as a transport error', async () => {
    const url = await listen(createServer());
    server!.close();
    server = null;
    await new Promise((r) => setTimeout(r, 20));
    const c = client(url);
    await until(() => c.closed() !== null);
    expect(c.closed()).toBe('transport error');
  });
});
