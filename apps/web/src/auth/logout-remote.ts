import { apiPost } from '../api/client';
import { logoutLocally } from './logout';

/** Revokes the token on the server, then forgets it here; a failed call still signs out locally. */
export async function logout() {
  try {
    await apiPost('/api/TokenAuth/Logout', {}, { silent: true });
  } catch {
    // The token is dropped below either way; the server lets it expire.
  } finally {
    logoutLocally();
  }
}
