import { setSession } from '../../lib/session';
import { signoutRequest } from './api';

/** Ends the session here and on the server; the session ends locally even when the server is unreachable. */
export async function signOut(): Promise<void> {
  try {
    await signoutRequest();
  } catch {
    // Offline or already invalid: the local session ends regardless.
  } finally {
    setSession(null);
  }
}
