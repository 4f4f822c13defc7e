/**
 * The owner's session over the API client: who is signed in, sign-in and sign-out. The client keeps the
 * session's CSRF token for every later write and reports a 401 to the session store, which sends the
 * owner to sign-in.
 */
import type { OwnerSession } from '@pw/funnel';
import { apiGet, ApiRequestError, apiSend, setCsrfToken } from '../shared/data/api-client';

export const ownerSession = {
  /** The current session, or null when signed out. */
  async read(): Promise<OwnerSession | null> {
    const s = await apiGet('/api/admin/session');
    if (!s.signedIn) return null;
    setCsrfToken(s.csrfToken);
    return s;
  },

  /** Signs in; throws `ApiRequestError` ('wrong_password', 'rate_limited' with `retryAfterSeconds`). */
  async signIn(password: string): Promise<OwnerSession> {
    const res = await apiSend('POST', '/api/admin/session', { body: { password } });
    setCsrfToken(res.csrfToken);
    const s = await ownerSession.read();
    if (!s) throw new ApiRequestError(401, 'unauthorized', 'The session did not start; please try again.');
    return s;
  },

  async signOut(): Promise<void> {
    try {
      await apiSend('DELETE', '/api/admin/session');
    } finally {
      setCsrfToken(undefined);
    }
  },
};
