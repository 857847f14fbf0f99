import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Server, type Socket } from 'socket.io';
import type { HandshakeRefusalCode } from '@bidhall/contracts/realtime/handshake-refusal';
import { getToken, setToken } from '../../auth/cookies';
import { i18next } from '../../i18n';
import { closeTabSocket, tabSocket } from '../../realtime/socket';
import { ConnectionIndicator } from './ConnectionIndicator';

/**
 * A real Socket.IO server standing in for the gateway's handshake: each handshake is answered
 * by `refuse` (its number, from 1), a refusal as the gateway sends it (text in `message`, the
 * code in `data`), or accepted.
 */
let refuse: (handshake: number) => HandshakeRefusalCode | undefined = () => undefined;
let handshakes = 0;
const accepted: Socket[] = [];
const http = createServer();
const io = new Server(http);
io.use((_socket, next) => {
  const code = refuse(++handshakes);
  if (!code) return next();
  next(Object.assign(new Error(`refused: ${code}`), { data: { code } }));
});
io.on('connection', (socket) => void accepted.push(socket));
let url = '';
let tokens = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterEach(() => {
  closeTabSocket();
  refuse = () => undefined;
  handshakes = 0;
  accepted.length = 0;
});
afterAll(async () => {
  await io.close();
});

/** Signs a fresh token in, opens the tab socket to the test server and shows the indicator. */
function connect() {
  const token = `token-${++tokens}`;
  setToken(token);
  tabSocket(token, url);
  render(<ConnectionIndicator />);
  return token;
}

const status = () => screen.getByTestId('connection').getAttribute('data-status');
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
// Longer than socket.io's first reconnection delay (1 s): a client still retrying would have.
const RETRY_WINDOW_MS = 1500;

describe('the tab socket refused for a token that is no good any more', () => {
  it.each(['token-revoked', 'token-expired', 'token-missing', 'unauthenticated'] as const)(
    '%s: signs the user out as a REST 401 does, says why, and asks no more',
    async (code) => {
      refuse = () => code;
      connect();
      const notice = (await screen.findByText(i18next.t(`errors.sessionOver.${code}`))).closest(
        '.ant-notification-notice',
      );
      expect(notice).toHaveTextContent(i18next.t('errors.signedOut'));
      expect(getToken()).toBeUndefined();
      expect(status()).toBe('signedOut');
      await pause(RETRY_WINDOW_MS);
      expect(handshakes).toBe(1);
    },
  );

  it('signs out when the gateway closes the socket because the sessions ended', async () => {
    connect();
    await waitFor(() => expect(status()).toBe('connected'));
    // What the gateway does on sessions.ended: the token is refused from now on, the socket closed.
    refuse = () => 'token-revoked';
    accepted[0]!.disconnect(true);
    expect(await screen.findByText(i18next.t('errors.sessionOver.token-revoked'))).toBeInTheDocument();
    expect(getToken()).toBeUndefined();
    expect(status()).toBe('signedOut');
    await pause(RETRY_WINDOW_MS);
    expect(handshakes).toBe(2);
  });

  it('stays signed in when the gateway closes the socket and then accepts it again', async () => {
    const token = connect();
    await waitFor(() => expect(status()).toBe('connected'));
    accepted[0]!.disconnect(true);
    await waitFor(() => expect(handshakes).toBe(2));
    await waitFor(() => expect(status()).toBe('connected'));
    expect(getToken()).toBe(token);
  });
});

describe('the tab socket refused for too many sockets of the user', () => {
  it('keeps the user signed in, says to close windows, and connects on retry', async () => {
    refuse = (n) => (n === 1 ? 'too-many-sockets' : undefined);
    const token = connect();
    expect(await screen.findByText(i18next.t('hall.connection.tooManySocketsText'))).toBeInTheDocument();
    expect(status()).toBe('tooManySockets');
    expect(screen.getByTestId('connection')).toHaveTextContent(i18next.t('hall.connection.tooManySockets'));
    expect(getToken()).toBe(token);
    await pause(RETRY_WINDOW_MS);
    expect(handshakes).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    await waitFor(() => expect(status()).toBe('connected'));
    expect(handshakes).toBe(2);
    expect(screen.queryByRole('button', { name: /重\s?试/ })).not.toBeInTheDocument();
  });
});

describe('the tab socket refused for a passing failure', () => {
  it('asks again later, without a word to the user, and connects', async () => {
    refuse = (n) => (n === 1 ? 'unavailable' : undefined);
    const token = connect();
    await waitFor(() => expect(handshakes).toBe(1));
    expect(status()).toBe('reconnecting');
    await waitFor(() => expect(status()).toBe('connected'));
    expect(handshakes).toBe(2);
    expect(getToken()).toBe(token);
  });
});
