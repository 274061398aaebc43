// The identity provider's discovery endpoints (password policy, reCAPTCHA, popup providers), and its answers to
// malformed requests. (The server's first-admin page: lms-server's test/auth/discovery-and-pages.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ENDPOINTS, DEFAULT_PASSWORD_POLICY } from '@lms/core';
import { answerOf, openAuthHost, type AuthHost } from '../../fixtures/auth-fixtures';
import type { OpenConformanceHost } from '../../host';
import type { GroupNeeds } from '../rules-types';

/** The built-in identity provider's discovery endpoints and its answers. */
export const needs: GroupNeeds = [{ identity: 'built-in' }];

export const describeDiscovery = (openHost: OpenConformanceHost) =>
  describe('auth discovery endpoints and errors', () => {
    let h: AuthHost;
    beforeAll(async () => {
      h = await openAuthHost(openHost, {
        config: {
          passwordPolicy: { ...DEFAULT_PASSWORD_POLICY, minLength: 10, requireUppercase: true },
          oidc: {
            google: {
              issuer: 'https://accounts.google.com',
              clientId: 'google-client',
              clientSecret: 'google-secret',
            },
          },
        },
      });
    });
    afterAll(() => h?.close());

    it('GET v2/passwordPolicy answers the configured policy (spec 5)', async () => {
      const answer = await h.get(AUTH_ENDPOINTS.passwordPolicy);
      expect(answer.body).toEqual({
        minLength: 10,
        requireLowercase: false,
        requireUppercase: true,
        requireNumeric: false,
        requireNonAlphanumeric: false,
      });
    });

    it('GET v2/recaptchaConfig says reCAPTCHA is off; GET providers reflects the configured popups', async () => {
      expect((await h.get(AUTH_ENDPOINTS.recaptchaConfig)).body).toEqual({
        recaptchaEnforcementState: [{ provider: 'EMAIL_PASSWORD_PROVIDER', enforcementState: 'OFF' }],
      });
      expect((await h.get(AUTH_ENDPOINTS.providers)).body).toEqual({ google: true, microsoft: false });
    });

    it('client mistakes get 4xx with a catalogue code, never 500: bad JSON, wrong content type, non-object body', async () => {
      const signUpWith = async (contentType: string, body: string) =>
        answerOf(
          await h.host.fetch('/api/auth/accounts:signUp', {
            method: 'POST',
            headers: { 'content-type': contentType },
            body,
          }),
        );
      const badJson = await signUpWith('application/json', '{"email":');
      expect(badJson.status).toBe(400);
      expect(badJson.body.error.code).toBe('functions/invalid-argument');
      const text = await signUpWith('text/plain', 'hello');
      // Only JSON is taken (a text body is what a cross-site page can send without a preflight).
      expect(text.status).toBe(415);
      expect(text.body.error.code).toBe('functions/invalid-argument');
      const xml = await signUpWith('application/xml', '<email/>');
      expect(xml.status).toBe(415);
      expect(xml.body.error.code).toBe('functions/invalid-argument');
      const array = await h.post(AUTH_ENDPOINTS.lookup, [1, 2]);
      expect(array.status).toBe(400);
      expect(array.body.error.code).toBe('functions/invalid-argument');
    });
  });
