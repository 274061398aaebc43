import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases';
import { createTestContext } from '../helpers/context';
import { createAuthHarness } from './harness';
import type { AuthHarness } from './harness';
import { ensureFirstAdminSetup } from '@lms/domain';
import { findUserByEmail } from '@lms/domain/internal/users/user-records';

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

// The discovery endpoints and the request errors of the identity provider run on every host in lms-domain's
// conformance suite (rules/auth/discovery.ts); the first-admin page is the server's own.
describe.each(testDatabases())('the first-admin page ($dialect)', ({ dialect }) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness(dialect, {
      LMS_PASSWORD_MIN_LENGTH: '10',
      LMS_PASSWORD_REQUIRE_UPPERCASE: 'true',
    });
  });
  afterAll(() => h.close());

  it('ensureFirstAdminSetup: a one-time setup URL while there is no admin', async () => {
    const url = await ensureFirstAdminSetup(h.ctx);
    expect(url).toMatch(/^http:\/\/localhost:0\/api\/auth\/setup-admin\?code=[\w-]{40,}$/);
  });

  it('setup-admin GET: an accessible form (labels, autocomplete, hint); an unknown code gets an explanation', async () => {
    const url = new URL((await ensureFirstAdminSetup(h.ctx))!);
    const page = await h.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<label for="field-email">E-mail address</label>');
    expect(page.body).toContain('autocomplete="new-password"');
    expect(page.body).toContain('aria-describedby="field-password-hint"');
    expect(page.body).toContain('At least 10 characters.');
    const unknown = await h.app.inject({ method: 'GET', url: '/api/auth/setup-admin?code=nope' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('not valid, has expired or was already used');
  });

  it('setup-admin POST: mistakes re-show the form with an announced error; success creates the admin and uses the code', async () => {
    const code = new URL((await ensureFirstAdminSetup(h.ctx))!).searchParams.get('code')!;
    const post = (fields: Record<string, string>) =>
      h.app.inject({
        method: 'POST',
        url: '/api/auth/setup-admin',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form({ code, ...fields }),
      });
    const mismatch = await post({
      email: 'root@example.org',
      password: 'Longenough1',
      confirmPassword: 'Different11',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain('role="alert"');
    expect(mismatch.body).toContain('The two passwords are not the same.');
    expect(mismatch.body).toContain('value="root@example.org"');
    const weak = await post({
      email: 'root@example.org',
      password: 'weakweakweak',
      confirmPassword: 'weakweakweak',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('an uppercase letter');

    const created = await post({
      email: 'Root@Example.org',
      displayName: 'Root',
      password: 'Longenough1',
      confirmPassword: 'Longenough1',
    });
    expect(created.statusCode).toBe(201);
    expect(created.body).toContain('root@example.org is now the administrator');
    expect(await findUserByEmail(h.ctx, 'root@example.org')).toMatchObject({
      role: 'admin',
      display_name: 'Root',
    });

    const again = await post({
      email: 'second@example.org',
      password: 'Longenough1',
      confirmPassword: 'Longenough1',
    });
    expect(again.statusCode).toBe(409);
    expect(await findUserByEmail(h.ctx, 'second@example.org')).toBeUndefined();
    expect(await ensureFirstAdminSetup(h.ctx)).toBeNull();
  });
});

describe.each(testDatabases())('first-admin setup edge cases ($dialect)', ({ dialect }) => {
  it('ensureFirstAdminSetup returns null when LMS_ADMIN_EMAIL provides the admin', async () => {
    const test = await createTestContext({
      dialect,
      env: { LMS_ADMIN_EMAIL: 'ops@example.org', LMS_ADMIN_PASSWORD: 'ops password 1' },
    });
    try {
      expect(await ensureFirstAdminSetup(test.ctx)).toBeNull();
    } finally {
      await test.close();
    }
  });

  it('an existing account becomes the admin only with its own password', async () => {
    const h = await createAuthHarness(dialect);
    try {
      await h.signUp('existing@example.org', 'existing pass 1');
      const code = new URL((await ensureFirstAdminSetup(h.ctx))!).searchParams.get('code')!;
      const post = (password: string) =>
        h.app.inject({
          method: 'POST',
          url: '/api/auth/setup-admin',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: form({ code, email: 'existing@example.org', password, confirmPassword: password }),
        });
      const wrong = await post('not its password');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.body).toContain('enter its password');
      expect((await findUserByEmail(h.ctx, 'existing@example.org'))!.role).toBe('user');
      expect((await post('existing pass 1')).statusCode).toBe(201);
      expect((await findUserByEmail(h.ctx, 'existing@example.org'))!.role).toBe('admin');
    } finally {
      await h.close();
    }
  });
});
