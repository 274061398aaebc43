// Issue 25, part 1: an ID token of a revoked session stops working at once on every server copy, so the check goes
// through the database (two copies need PostgreSQL: SQLite locks its directory). The other session rules run on
// every host in lms-domain's conformance suite (rules/auth/sessions.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ENDPOINTS } from '@lms/core';
import { authenticate } from '@lms/domain';
import { testDatabases } from '../helpers/databases';
import { createAuthHarness, type AuthHarness } from '../auth/harness';

describe.each(testDatabases())('session revocation across server copies ($dialect)', ({ dialect }) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness(dialect);
  });
  afterAll(() => h.close());

  it.skipIf(dialect === 'sqlite')(
    'a revocation made through one server copy is seen by another copy on the same database',
    async () => {
      const second = await createAuthHarness(dialect, {}, h);
      try {
        const session = await h.signUp('two-copies@example.org');
        // The other copy verifies (and caches) the token first.
        expect(await authenticate(second.ctx, `Bearer ${session.idToken}`)).toMatchObject({
          uid: session.user.uid,
        });
        await h.post(AUTH_ENDPOINTS.revokeToken, { token: session.refreshToken });
        await expect(authenticate(second.ctx, `Bearer ${session.idToken}`)).rejects.toMatchObject({
          code: 'functions/unauthenticated',
        });
      } finally {
        await second.close();
      }
    },
  );
});
