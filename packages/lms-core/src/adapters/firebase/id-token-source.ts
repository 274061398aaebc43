// The ID token the Firebase SDK sends with a call: its Auth's current user's, as an IdTokenSource.
import type { Auth } from 'firebase/auth';
import type { IdTokenSource } from '../../api/ports';

/**
 * The current user's ID token of `auth` (null when signed out), refreshed when asked: what `firebaseFunctions`
 * needs to send a refused call once more. Reads the Auth instance only, so it loads no Firebase code of its own.
 */
export function firebaseIdTokenSource(auth: Pick<Auth, 'authStateReady' | 'currentUser'>): IdTokenSource {
  return async (options) => {
    await auth.authStateReady();
    const user = auth.currentUser;
    return user ? user.getIdToken(options?.forceRefresh ?? false) : null;
  };
}
