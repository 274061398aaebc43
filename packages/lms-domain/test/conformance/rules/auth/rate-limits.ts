import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ENDPOINTS } from '@lms/core';
import {
  AUTH_RATE_LIMITS_SETTING,
  DEFAULT_AUTH_RATE_LIMITS,
  hitRateLimit,
  loadAuthRateLimits,
} from '@lms/domain/internal/rate-limit/index';
import { openAuthHost, PASSWORD, type AuthHost } from '../../fixtures/auth-fixtures';
import type { ConformanceTraits, OpenConformanceHost } from '../../host';
import { itNeeding } from '../test-needs';

const MINUTE = 60_000;

export const describeRateLimits = (openHost: OpenConformanceHost, traits: ConformanceTraits) =>
  describe('auth rate limits', () => {
    // Sign-in, sign-up and code e-mails are the built-in identity provider's endpoints; the counters are the domain's.
    const builtIn = itNeeding(traits, { identity: 'built-in' });
    let h: AuthHost;
    beforeAll(async () => {
      h = await openAuthHost(openHost);
      await h.setRateLimits({
        signInPerEmail: { limit: 3, windowMs: MINUTE },
        signInPerIp: { limit: 5, windowMs: MINUTE },
        signUpPerIp: { limit: 2, windowMs: MINUTE },
        oobPerEmail: { limit: 2, windowMs: MINUTE },
      });
    });
    afterAll(() => h?.close());
    const nextWindow = () => h.endOpenWindows(MINUTE);

    const signIn = (email: string, ip = '198.51.100.1') =>
      h.post(AUTH_ENDPOINTS.signInWithPassword, { email, password: 'guess guess 1' }, { ip });

    builtIn(
      'too-many-requests: sign-in attempts per e-mail address are limited (429 with Retry-After), then the window resets',
      async () => {
        nextWindow();
        await h.signUp('target@example.org');
        for (let attempt = 0; attempt < 3; attempt++) {
          expect((await signIn('target@example.org', `203.0.113.${attempt}`)).body.error.code).toBe(
            'auth/invalid-credential',
          );
        }
        const limited = await signIn('target@example.org', '203.0.113.99');
        expect(limited.status).toBe(429);
        expect(limited.body.error.code).toBe('auth/too-many-requests');
        const retryAfter = Number(limited.headers['retry-after']);
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(60);
        // Even the right password waits: the limit protects the account, whoever asks.
        const right = await h.post(AUTH_ENDPOINTS.signInWithPassword, {
          email: 'target@example.org',
          password: PASSWORD,
        });
        expect(right.status).toBe(429);
        h.advance(MINUTE);
        const later = await h.post(AUTH_ENDPOINTS.signInWithPassword, {
          email: 'target@example.org',
          password: PASSWORD,
        });
        expect(later.status).toBe(200);
      },
    );

    builtIn(
      'only failed sign-ins count against an address: signing in often with the right password is never limited',
      async () => {
        nextWindow();
        await h.signUp('often@example.org');
        for (let attempt = 0; attempt < 5; attempt++) {
          const ok = await h.post(
            AUTH_ENDPOINTS.signInWithPassword,
            { email: 'often@example.org', password: PASSWORD },
            { ip: `203.0.114.${attempt}` },
          );
          expect(ok.status).toBe(200);
        }
        // The failures still add up to the limit (3 here), successes in between or not.
        for (let attempt = 0; attempt < 3; attempt++) {
          expect((await signIn('often@example.org', `203.0.114.${10 + attempt}`)).status).toBe(401);
        }
        expect((await signIn('often@example.org', '203.0.114.20')).status).toBe(429);
      },
    );

    builtIn(
      'too-many-requests: sign-in attempts per client IP are limited across different e-mail addresses',
      async () => {
        nextWindow();
        for (let attempt = 0; attempt < 5; attempt++) {
          expect((await signIn(`spray${attempt}@example.org`, '192.0.2.7')).status).toBe(401);
        }
        expect((await signIn('spray-last@example.org', '192.0.2.7')).status).toBe(429);
        expect((await signIn('spray-again@example.org', '192.0.2.7')).status).toBe(429);
        expect((await signIn('spray-last@example.org', '192.0.2.8')).status).toBe(401);
        // The address's pause is one security event, when it starts; further refusals add none.
        const pauses = await h.ctx.db
          .selectFrom('audit_log')
          .select(['actor_email', 'client_ip', 'summary'])
          .where('action', '=', 'auth.sign-in-paused')
          .where('client_ip', '=', '192.0.2.7')
          .execute();
        expect(pauses).toEqual([
          {
            actor_email: 'spray-last@example.org',
            client_ip: '192.0.2.7',
            summary: JSON.stringify({ reason: 'sign-in-paused-for-network' }),
          },
        ]);
      },
    );

    builtIn('too-many-requests: sign-ups per client IP are limited', async () => {
      nextWindow();
      const signUp = (email: string) =>
        h.post(AUTH_ENDPOINTS.signUp, { email, password: PASSWORD }, { ip: '192.0.2.50' });
      expect((await signUp('bulk1@example.org')).status).toBe(200);
      expect((await signUp('bulk2@example.org')).status).toBe(200);
      const third = await signUp('bulk3@example.org');
      expect(third.status).toBe(429);
      expect(third.body.error.code).toBe('auth/too-many-requests');
    });

    builtIn(
      'too-many-requests: code e-mails per address are limited, for unknown addresses too',
      async () => {
        nextWindow();
        const send = (email: string) =>
          h.post(AUTH_ENDPOINTS.sendOobCode, { requestType: 'PASSWORD_RESET', email });
        expect((await send('flood@example.org')).status).toBe(200);
        expect((await send('flood@example.org')).status).toBe(200);
        expect((await send('flood@example.org')).status).toBe(429);
      },
    );

    builtIn(
      'a window opens with its first wrong password: guesses on both sides of a clock minute still add up, and the pause lasts a whole window',
      async () => {
        nextWindow();
        await h.signUp('edge@example.org');
        // One second before a clock minute: a window aligned to the clock would forget the first two guesses.
        h.advance(MINUTE - (h.ctx.now() % MINUTE) - 1_000);
        for (let attempt = 0; attempt < 2; attempt++) {
          expect((await signIn('edge@example.org', `203.0.115.${attempt}`)).status).toBe(401);
        }
        h.advance(2_000);
        expect((await signIn('edge@example.org', '203.0.115.2')).status).toBe(401);
        const paused = await signIn('edge@example.org', '203.0.115.3');
        expect(paused.status).toBe(429);
        // Counted from the first guess, 2 s and some real time before: at most 58 s are left (the clock's new minute
        // would leave 59 or 60).
        const retryAfter = Number(paused.headers['retry-after']);
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(58);
      },
    );

    it('the counters live in the database, so every server copy on it shares them', async () => {
      const rule = { limit: 2, windowMs: MINUTE };
      const copyA = h.ctx;
      const copyB = { ...h.ctx };
      expect((await hitRateLimit(copyA, 'shared:bucket', rule)).allowed).toBe(true);
      expect((await hitRateLimit(copyB, 'shared:bucket', rule)).allowed).toBe(true);
      const third = await hitRateLimit(copyA, 'shared:bucket', rule);
      expect(third).toMatchObject({ allowed: false, hits: 3 });
    });

    it('an invalid rate-limit setting is ignored with a warning; the defaults stay in force', async () => {
      await h.ctx.db
        .updateTable('settings')
        .set({ value: '{"signInPerEmail":{"limit":0}}' })
        .where('key', '=', AUTH_RATE_LIMITS_SETTING)
        .execute();
      expect(await loadAuthRateLimits(h.ctx)).toEqual(DEFAULT_AUTH_RATE_LIMITS);
      await h.ctx.db
        .updateTable('settings')
        .set({ value: 'not json' })
        .where('key', '=', AUTH_RATE_LIMITS_SETTING)
        .execute();
      expect(await loadAuthRateLimits(h.ctx)).toEqual(DEFAULT_AUTH_RATE_LIMITS);
    });
  });
