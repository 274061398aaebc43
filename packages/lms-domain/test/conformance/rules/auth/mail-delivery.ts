import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type Caller } from '@lms/domain';
import { welcomeMailHandlers as mailHandlers } from '@lms/domain/internal/users/welcome-mail';
import { openAuthHost, type AuthHost } from '../../fixtures/auth-fixtures';
import type { OpenConformanceHost } from '../../host';

// Delivery over SMTP, and a relay that cannot be reached: lms-server's test/auth/smtp-mail.test.ts.
export const describeMailDelivery = (openHost: OpenConformanceHost) =>
  describe('mail without a relay, and the welcome mail', () => {
    let h: AuthHost;
    beforeAll(async () => {
      h = await openAuthHost(openHost);
    });
    afterAll(() => h?.close());

    it('without SMTP_URL, mail goes to the outbox table and the log line shows the text with its links', async () => {
      const lines: string[] = [];
      const log = { ...h.ctx.log, info: (_meta: unknown, message: string) => void lines.push(message) };
      const ctx = { ...h.ctx, log: log as typeof h.ctx.log, mailTransport: null };
      const delivery = await createMailer(ctx).send({
        to: 'dev@example.org',
        subject: 'Hello',
        text: 'Open http://localhost:3000/email-link?oobCode=abc',
        html: '<p>hi</p>',
      });
      expect(delivery.via).toBe('outbox');
      const rows = await h.outbox('dev@example.org');
      expect(rows).toEqual([
        {
          subject: 'Hello',
          text_body: 'Open http://localhost:3000/email-link?oobCode=abc',
          html_body: '<p>hi</p>',
        },
      ]);
      expect(lines.join('\n')).toContain('http://localhost:3000/email-link?oobCode=abc');
    });

    it('spec 7 sendWelcomeEmail: sent only to the address of the caller; another address is permission-denied', async () => {
      // Signed up on whichever identity provider the host has; the client then asks for the welcome mail.
      const session = await h.host.signIn({ email: 'welcome@example.org' });
      const caller: Caller = {
        uid: session.uid,
        email: 'welcome@example.org',
        admin: false,
        authTime: 0,
        provider: 'password',
      };
      const result = await mailHandlers.sendWelcomeEmail({
        ctx: h.ctx,
        caller,
        input: { email: 'Welcome@Example.org', displayName: 'Wanda' },
      });
      expect(result).toEqual({ sent: true });
      // No relay here: the outbox keeps the mail's text (lms-server's test/auth/smtp-mail.test.ts: over SMTP).
      const [mail] = await h.outbox('welcome@example.org');
      expect(mail!.text_body).toContain('Welcome, Wanda!');
      await expect(
        mailHandlers.sendWelcomeEmail({
          ctx: h.ctx,
          caller,
          input: { email: 'someone-else@example.org', displayName: null },
        }),
      ).rejects.toMatchObject({ code: 'functions/permission-denied' });
    });

    it('sendWelcomeEmail is rate-limited per user (functions/resource-exhausted)', async () => {
      const session = await h.host.signIn({ email: 'welcome-spam@example.org' });
      await h.setRateLimits({ welcomeMailPerUser: { limit: 1, windowMs: 60_000 } });
      h.endOpenWindows(60_000);
      const caller: Caller = {
        uid: session.uid,
        email: 'welcome-spam@example.org',
        admin: false,
        authTime: 0,
        provider: 'password',
      };
      const call = () =>
        mailHandlers.sendWelcomeEmail({ ctx: h.ctx, caller, input: { email: 'welcome-spam@example.org' } });
      await expect(call()).resolves.toEqual({ sent: true });
      await expect(call()).rejects.toMatchObject({ code: 'functions/resource-exhausted' });
    });
  });
