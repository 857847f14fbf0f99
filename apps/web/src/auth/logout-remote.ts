import { TokenAuth } from '@bidhall/contracts/routes/token-auth';
import { call } from '../api/call';
import { logoutLocally } from './logout';

/** Revokes the token on the server, then forgets it here; a failed call still signs out locally. */
export async function logout() {
  try {
    await call(TokenAuth.Logout, {}, { silent: true });
  } catch {
    // The token is dropped below either way; the server lets it expire.
  } finally {
    logoutLocally();
  }
}
