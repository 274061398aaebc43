// Test helpers: the back end's ports as seen by a signed-in account (or a visitor), without going through a UI.
import type { BackendPort, LmsError } from '@lms/core';
import type { InMemoryBackend } from '../in-memory-backend';

/** The ports with the ID token of `uid`'s fresh session, or no token at all for `null` (a visitor). */
export function connectAs(backend: InMemoryBackend, uid: string | null): BackendPort {
  const idToken = uid === null ? null : backend.sessionFor(uid).tokens.idToken;
  return backend.connect(async () => idToken);
}

/** The catalogue code a promise rejects with, or a failure when it resolves. */
export async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as LmsError).code;
  }
  throw new Error('Expected the call to be refused, but it succeeded');
}
