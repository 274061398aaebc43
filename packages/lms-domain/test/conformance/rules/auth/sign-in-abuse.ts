// Issue 25, part 2: the finding reproduced. Ten wrong passwords from anyone locked the real owner out for minutes
// (a denial of service on any known e-mail address). Limits are now keyed by address and account together, and
// when guessing is spread over many addresses the owner still signs in with the e-mailed link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ENDPOINTS } from '@lms/core';
import { DEFAULT_AUTH_RATE_LIMITS } from '@lms/domain/internal/rate-limit/index';
import { openAuthHost, PASSWORD, type AuthHost } from '../../fixtures/auth-fixtures';
import type { OpenConformanceHost } from '../../host';
import type { GroupNeeds } from '../rules-types';

const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.7';

/** Password sign-in and its limits are the built-in identity provider's. */
export const needs: GroupNeeds = [{ identity: 'built-in' }];

export const describeSignInAbuse = (openHost: OpenConformanceHost) =>
  describe('sign-in abuse without locking owners out', () => {
    let h: AuthHost;
    beforeAll(async () => {
      h = await openAuthHost(openHost);
    });
    afterAll(() => h?.close());

    const signIn = (email: string, password: string, ip: string) =>
      h.post(AUTH_ENDPOINTS.signInWithPassword, { email, password }, { ip });

    it('ten wrong passwords from one address stop that address, not the owner elsewhere (default limits)', async () => {
      h.endOpenWindows(DEFAULT_AUTH_RATE_LIMITS.signInPerEmailFromIp.windowMs);
      await h.signUp('victim@example.org');
      const limit = DEFAULT_AUTH_RATE_LIMITS.signInPerEmailFromIp.limit;
      expect(limit).toBeLessThanOrEqual(10);
      for (let attempt = 0; attempt < limit; attempt++) {
        expect((await signIn('victim@example.org', `guess ${attempt}`, ATTACKER)).status).toBe(401);
      }
      const stopped = await signIn('victim@example.org', 'guess again', ATTACKER);
      expect(stopped.status).toBe(429);
      expect(stopped.body.error.code).toBe('auth/too-many-requests');
      expect(stopped.body.error.details).toMatchObject({
        reason: 'sign-in-paused-for-address',
        emailLinkSignIn: true,
      });
      expect(stopped.body.error.message).toMatch(/link sent by e-mail/);
      // The owner, from their own address, signs in at once.
      const owner = await signIn('victim@example.org', PASSWORD, OWNER);
      expect(owner.status).toBe(200);
      // Other accounts from the attacker's address are not affected by this account's counter.
      await h.signUp('neighbour@example.org');
      expect((await signIn('neighbour@example.org', PASSWORD, ATTACKER)).status).toBe(200);
    });

    it('guessing spread over many addresses pauses password sign-in for the account; the e-mailed link still works', async () => {
      h.endOpenWindows(15 * 60_000);
      await h.setRateLimits({
        signInPerEmailFromIp: { limit: 3, windowMs: 15 * 60_000 },
        signInPerEmail: { limit: 6, windowMs: 15 * 60_000 },
      });
      try {
        await h.signUp('spread@example.org');
        for (let attempt = 0; attempt < 6; attempt++) {
          await signIn('spread@example.org', `guess ${attempt}`, `203.0.113.${attempt}`);
        }
        const paused = await signIn('spread@example.org', PASSWORD, OWNER);
        expect(paused.status).toBe(429);
        expect(paused.body.error.details).toMatchObject({
          reason: 'sign-in-paused-for-account',
          emailLinkSignIn: true,
        });
        expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
        // The slower path: a sign-in link by e-mail.
        const send = await h.post(
          AUTH_ENDPOINTS.sendOobCode,
          {
            requestType: 'EMAIL_SIGNIN',
            email: 'spread@example.org',
            continueUrl: `${h.ctx.config.publicUrl}/`,
          },
          { ip: OWNER },
        );
        expect(send.status).toBe(200);
        const oobCode = await h.lastMailedCode('spread@example.org');
        const link = await h.post(
          AUTH_ENDPOINTS.signInWithEmailLink,
          { email: 'spread@example.org', oobCode },
          { ip: OWNER },
        );
        expect(link.status).toBe(200);
        expect(link.body.idToken).toEqual(expect.any(String));
      } finally {
        await h.setRateLimits({});
      }
    });
  });
