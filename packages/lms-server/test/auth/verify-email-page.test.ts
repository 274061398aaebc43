// The e-mail verification page the server renders (GET shows a form, POST confirms), where the VERIFY_EMAIL link
// of the identity provider leads; the rules of the mailed codes themselves run on every host in lms-domain's
// conformance suite (rules/auth/mailed-codes.ts, rules/auth/app-address-links.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ENDPOINTS } from '@lms/core';
import { findUserByEmail } from '@lms/domain/internal/users/user-records';
import { testDatabases } from '../helpers/databases';
import { createAuthHarness, type AuthHarness } from './harness';

const PARTNER = 'https://partner.example';

describe.each(testDatabases())('the e-mail verification page ($dialect)', ({ dialect }) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness(dialect, { LMS_PUBLIC_URL: 'https://learn.example.org' });
  });
  afterAll(() => h.close());

  const sendCode = (body: Record<string, unknown>) => h.post(AUTH_ENDPOINTS.sendOobCode, body);

  it('VERIFY_EMAIL needs the ID token, mails a link to the confirmation page, and the page verifies on POST only', async () => {
    const session = await h.signUp('verify@example.org');
    const anonymous = await sendCode({ requestType: 'VERIFY_EMAIL', email: 'verify@example.org' });
    expect(anonymous.status).toBe(401);
    const answer = await sendCode({
      requestType: 'VERIFY_EMAIL',
      email: 'verify@example.org',
      idToken: session.idToken,
    });
    expect(answer.status).toBe(200);
    const [mail] = await h.outbox('verify@example.org');
    expect(mail!.text_body).toContain('https://learn.example.org/api/auth/verify-email?oobCode=');
    const oobCode = await h.lastMailedCode('verify@example.org');

    const page = await h.app.inject({ method: 'GET', url: `/api/auth/verify-email?oobCode=${oobCode}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('<form method="post" action="/api/auth/verify-email"');
    expect((await findUserByEmail(h.ctx, 'verify@example.org'))!.email_verified).toBe(0);

    const confirm = await h.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `oobCode=${oobCode}`,
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('verify@example.org is confirmed');
    expect((await findUserByEmail(h.ctx, 'verify@example.org'))!.email_verified).toBe(1);
    const usedPage = await h.app.inject({ method: 'GET', url: `/api/auth/verify-email?oobCode=${oobCode}` });
    expect(usedPage.statusCode).toBe(400);
  });
});

describe.each(testDatabases())('the verification page for a library app ($dialect)', ({ dialect }) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness(dialect, {
      LMS_PUBLIC_URL: 'https://learn.example.org',
      LMS_LIBRARY_ORIGINS: `${PARTNER},http://localhost:4200`,
    });
  });
  afterAll(() => h.close());

  const sendCode = (body: Record<string, unknown>) => h.post(AUTH_ENDPOINTS.sendOobCode, body);

  it("the verification page's Continue goes back to a listed library app, never to an unlisted site", async () => {
    const session = await h.signUp('verify-partner@example.org');
    const confirmWith = async (continueUrl: string) => {
      await sendCode({
        requestType: 'VERIFY_EMAIL',
        email: 'verify-partner@example.org',
        idToken: session.idToken,
      });
      const oobCode = await h.lastMailedCode('verify-partner@example.org');
      const page = await h.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ oobCode, continueUrl }).toString(),
      });
      expect(page.statusCode).toBe(200);
      return page.body;
    };
    expect(await confirmWith(`${PARTNER}/learn/student/profile`)).toContain(
      `href="${PARTNER}/learn/student/profile"`,
    );
    const unlisted = await confirmWith('https://evil.example.com/');
    expect(unlisted).not.toContain('evil.example.com');
    expect(unlisted).toContain('href="https://learn.example.org/"');
  });
});
