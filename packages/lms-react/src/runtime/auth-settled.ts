import type { AuthStateSource } from '@lms/core';

/** Resolves once the auth state has left "loading" (start-up decided signed in or out). */
export function authSettled(source: AuthStateSource): Promise<void> {
  if (!source.getSnapshot().isLoading) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = source.subscribe((snapshot) => {
      if (snapshot.isLoading) return;
      unsubscribe();
      resolve();
    });
  });
}
