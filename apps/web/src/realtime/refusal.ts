import { HandshakeRefusalData, isSessionOver, SOCKET_CAP_REFUSAL } from '@bidhall/contracts/realtime/handshake-refusal';
import { reactToSessionOver } from '../api/error-catalogue';
import { applyReaction } from '../api/react-to-failure';
import { notifyError } from '../components/notify';
import { i18next } from '../i18n';
import { useConnection } from './connection-store';

/** Refusals worth asking again about a little later: the gateway could not check the token now. */
const PASSING = new Set(['unavailable', 'internal']);

/**
 * What the tab does about a refused handshake (connect_error with a code in `data`): a token
 * that is no good any more signs the user out as a REST 401 does; too many sockets of the user
 * stops with a message and waits for the user's retry; a passing failure is asked again later.
 * A connect_error without a code is a transport failure, which socket.io retries by itself.
 */
export function onRefusal(error: Error & { data?: unknown }, then: { signOut: () => void; retryLater: () => void }) {
  const refusal = HandshakeRefusalData.safeParse(error.data);
  if (!refusal.success) return;
  const { code } = refusal.data;
  const { setStatus } = useConnection.getState();
  if (isSessionOver(code)) {
    then.signOut();
    setStatus('signedOut');
    applyReaction(reactToSessionOver(code));
  } else if (code === SOCKET_CAP_REFUSAL) {
    setStatus('tooManySockets');
    void notifyError(i18next.t('hall.connection.tooManySockets'), i18next.t('hall.connection.tooManySocketsText'));
  } else if (PASSING.has(code)) {
    setStatus('reconnecting');
    then.retryLater();
  }
}
