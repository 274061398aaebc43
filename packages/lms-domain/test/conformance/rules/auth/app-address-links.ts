// Issue 31: the links of the account e-mails open the app the reader asked from (its app address: the platform's
// own site or a library origin of the configuration, LMS_LIBRARY_ORIGINS in the server, with the path the library
// is mounted under), and any other address is refused, saying why, before anything is mailed. (The verification
// page's Continue link: the server's page, lms-server's test/auth/verify-email-page.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ENDPOINTS } from '@lms/core';
import { openAuthHost, type AuthHost } from '../../fixtures/auth-fixtures';
import type { OpenConformanceHost } from '../../host';
import type { GroupNeeds } from '../rules-types';

const PARTNER = 'https://partner.example';

/** The links are mailed by the built-in identity provider's sendOobCode and sign-up. */
export const needs: GroupNeeds = [{ identity: 'built-in' }];

export const describeAppAddressLinks = (openHost: OpenConformanceHost) =>
  describe('links of account e-mails open the app address', () => {
    let h: AuthHost;
    beforeAll(async () => {
      h = await openAuthHost(openHost, {
        config: {
          publicUrl: 'https://learn.example.org',
          libraryOrigins: [PARTNER, 'http://localhost:4200'],
        },
      });
    });
    afterAll(() => h?.close());

    const sendCode = (body: Record<string, unknown>) => h.post(AUTH_ENDPOINTS.sendOobCode, body);
    const linksIn = (text: string) => text.match(/https?:\/\/[^\s"<>]+/g) ?? [];

    it('a sign-in link asked from a library host opens that app under its mount path, with its continue URL', async () => {
      const answer = await sendCode({
        requestType: 'EMAIL_SIGNIN',
        email: 'link@example.org',
        appUrl: `${PARTNER}/learn/`,
        continueUrl: `${PARTNER}/courses`,
      });
      expect(answer.status).toBe(200);
      const [mail] = await h.outbox('link@example.org');
      const link = new URL(linksIn(mail!.text_body).find((url) => url.includes('oobCode='))!);
      expect(`${link.origin}${link.pathname}`).toBe(`${PARTNER}/learn/email-link`);
      expect(link.searchParams.get('email')).toBe('link@example.org');
      expect(link.searchParams.get('continueUrl')).toBe(`${PARTNER}/courses`);
      expect(mail!.html_body).toContain(`href="${PARTNER}/learn/email-link?oobCode=`);
    });

    it('a password reset asked from a library host at its root opens its /reset-password', async () => {
      await h.signUp('partner-reset@example.org');
      await sendCode({
        requestType: 'PASSWORD_RESET',
        email: 'partner-reset@example.org',
        appUrl: 'http://localhost:4200',
      });
      const [mail] = await h.outbox('partner-reset@example.org');
      expect(mail!.text_body).toMatch(/http:\/\/localhost:4200\/reset-password\?oobCode=[A-Za-z0-9_-]{40,}/);
    });

    it('without an app address the links open the platform own site, as before', async () => {
      await sendCode({ requestType: 'EMAIL_SIGNIN', email: 'own-site@example.org' });
      const [mail] = await h.outbox('own-site@example.org');
      expect(mail!.text_body).toContain('https://learn.example.org/email-link?oobCode=');
    });

    it('an app address on an unlisted origin is refused with its reason, and nothing is mailed', async () => {
      const answer = await sendCode({
        requestType: 'EMAIL_SIGNIN',
        email: 'phished@example.org',
        appUrl: 'https://evil.example.com/learn',
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('functions/invalid-argument');
      expect(answer.body.error.details).toMatchObject({
        reason: 'return-address-not-allowed',
        field: 'appUrl',
      });
      expect(answer.body.error.message).toContain('https://evil.example.com');
      expect(answer.body.error.message).toContain('LMS_LIBRARY_ORIGINS');
      expect(await h.outbox('phished@example.org')).toEqual([]);
    });

    it('an app address that is not a plain web address is refused as invalid', async () => {
      for (const appUrl of [
        'javascript:alert(1)',
        'https://user:pw@partner.example/',
        `${PARTNER}/learn?next=x`,
        'not a url',
      ]) {
        const answer = await sendCode({ requestType: 'EMAIL_SIGNIN', email: 'odd@example.org', appUrl });
        expect(answer.status, appUrl).toBe(400);
        expect(answer.body.error.details, appUrl).toMatchObject({ reason: 'return-address-invalid' });
      }
      expect(await h.outbox('odd@example.org')).toEqual([]);
    });

    it('a continue URL must stay on the app address origin, even when that origin is listed too', async () => {
      const answer = await sendCode({
        requestType: 'EMAIL_SIGNIN',
        email: 'mixed@example.org',
        appUrl: PARTNER,
        continueUrl: 'https://learn.example.org/courses',
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error.details).toMatchObject({
        reason: 'return-address-not-allowed',
        field: 'continueUrl',
      });
    });
  });
