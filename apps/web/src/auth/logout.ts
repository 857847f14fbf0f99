import { clearAuthCookies } from './cookies';
import { useSession } from './session-store';

/** Forgets the user in this browser: token, selected role, open tabs, loaded session. */
export function logoutLocally() {
  clearAuthCookies();
  useSession.getState().reset();
}
