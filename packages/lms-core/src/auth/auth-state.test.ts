import { describe, expect, it } from 'vitest';
import type { IdentityUser, IdTokenClaims } from '../api/ports';
import { createAuthStateStore, toAuthUser } from './auth-state';

const ada = { uid: 'u1', email: 'ada@example.com', name: 'Ada', photoURL: null };

describe('auth state store', () => {
  it('spec 4: starts loading, not authenticated and not admin', () => {
    const store = createAuthStateStore();
    expect(store.getSnapshot()).toEqual({
      user: null,
      isAuthenticated: false,
      isLoading: true,
      isAdmin: false,
    });
  });

  it('spec 3: a sign-in sets user, isAuthenticated and isAdmin and ends loading', () => {
    const store = createAuthStateStore();
    store.setSignedIn(ada, true);
    expect(store.getSnapshot()).toEqual({
      user: ada,
      isAuthenticated: true,
      isLoading: false,
      isAdmin: true,
    });
  });

  it('spec 4: a sign-out ends loading with no user', () => {
    const store = createAuthStateStore();
    store.setSignedIn(ada, false);
    store.setSignedOut();
    expect(store.getSnapshot()).toEqual({
      user: null,
      isAuthenticated: false,
      isLoading: false,
      isAdmin: false,
    });
  });

  it('getSnapshot returns the same object until something changes (useSyncExternalStore contract)', () => {
    const store = createAuthStateStore();
    store.setSignedIn(ada, false);
    const first = store.getSnapshot();
    store.setSignedIn({ ...ada }, false);
    expect(store.getSnapshot()).toBe(first);
    store.setSignedIn({ ...ada, name: 'Ada L.' }, false);
    expect(store.getSnapshot()).not.toBe(first);
    expect(store.getSnapshot().user?.name).toBe('Ada L.');
  });

  it('notifies subscribers once per change and stops after unsubscribe', () => {
    const store = createAuthStateStore();
    const seen: boolean[] = [];
    const unsubscribe = store.subscribe((snapshot) => seen.push(snapshot.isAuthenticated));
    store.setSignedIn(ada, false);
    store.setSignedIn(ada, false);
    store.setSignedOut();
    unsubscribe();
    store.setSignedIn(ada, false);
    expect(seen).toEqual([true, false]);
  });

  it('snapshots are frozen so a screen cannot change the state behind the store', () => {
    const store = createAuthStateStore();
    store.setSignedIn(ada, false);
    expect(Object.isFrozen(store.getSnapshot())).toBe(true);
    expect(Object.isFrozen(store.getSnapshot().user)).toBe(true);
  });
});

describe('toAuthUser', () => {
  const user = { uid: 'u1', email: 'ada@example.com', displayName: null, photoURL: null } as IdentityUser;
  const claims = { name: 'Ada from token', picture: 'https://img/ada.png' } as IdTokenClaims;

  it('spec 3: maps the provider user to {uid, email, name, photoURL}, falling back to token claims', () => {
    expect(toAuthUser(user, claims)).toEqual({
      uid: 'u1',
      email: 'ada@example.com',
      name: 'Ada from token',
      photoURL: 'https://img/ada.png',
    });
  });

  it('prefers the provider profile over the token claims', () => {
    const named = { ...user, displayName: 'Ada', photoURL: 'https://img/profile.png' };
    expect(toAuthUser(named, claims)).toMatchObject({ name: 'Ada', photoURL: 'https://img/profile.png' });
  });
});
