// The auth state of spec section 3 as a plain external store (subscribe/getSnapshot), so React's
// useSyncExternalStore and Redux bindings can both read it.
import type { IdentityUser, IdTokenClaims } from '../api/ports';

export interface AuthUser {
  uid: string;
  email: string;
  name: string | null;
  photoURL: string | null;
}

export interface AuthSnapshot {
  user: AuthUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  isAdmin: boolean;
}

export type AuthListener = (snapshot: AuthSnapshot) => void;

/** What screens may use: read and subscribe, never write. */
export interface AuthStateSource {
  subscribe(listener: AuthListener): () => void;
  getSnapshot(): AuthSnapshot;
}

export interface AuthStateStore extends AuthStateSource {
  setSignedIn(user: AuthUser, isAdmin: boolean): void;
  setSignedOut(): void;
}

/** Spec section 4: auth starts loading until start-up decides between signed in and signed out. */
export const LOADING_SNAPSHOT: AuthSnapshot = Object.freeze({
  user: null,
  isAuthenticated: false,
  isLoading: true,
  isAdmin: false,
});

const SIGNED_OUT_SNAPSHOT: AuthSnapshot = Object.freeze({
  user: null,
  isAuthenticated: false,
  isLoading: false,
  isAdmin: false,
});

/** The snapshot's user: the provider's profile first, the token's claims when the profile lacks a name or picture. */
export function toAuthUser(user: IdentityUser, claims: IdTokenClaims): AuthUser {
  return {
    uid: user.uid,
    email: user.email,
    name: user.displayName ?? claims.name ?? null,
    photoURL: user.photoURL ?? claims.picture ?? null,
  };
}

function sameSnapshot(a: AuthSnapshot, b: AuthSnapshot): boolean {
  return (
    a.isAuthenticated === b.isAuthenticated &&
    a.isLoading === b.isLoading &&
    a.isAdmin === b.isAdmin &&
    a.user?.uid === b.user?.uid &&
    a.user?.email === b.user?.email &&
    a.user?.name === b.user?.name &&
    a.user?.photoURL === b.user?.photoURL
  );
}

export function createAuthStateStore(): AuthStateStore {
  let snapshot = LOADING_SNAPSHOT;
  const listeners = new Set<AuthListener>();

  // Replaces the snapshot only when something changed, so getSnapshot keeps returning the same object otherwise
  // (useSyncExternalStore re-renders on every new object).
  function publish(next: AuthSnapshot): void {
    if (sameSnapshot(snapshot, next)) return;
    snapshot = Object.freeze(next);
    for (const listener of [...listeners]) listener(snapshot);
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    setSignedIn(user, isAdmin) {
      publish({ user: Object.freeze({ ...user }), isAuthenticated: true, isLoading: false, isAdmin });
    },
    setSignedOut() {
      publish(SIGNED_OUT_SNAPSHOT);
    },
  };
}
