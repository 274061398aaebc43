import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ENDPOINTS } from '@lms/core';
import { testDatabases } from '../helpers/databases';
import { createAuthHarness } from './harness';
import type { AuthHarness } from './harness';
import { createMailer } from '@lms/domain';
import { welcomeMailHandlers as mailHandlers } from '@lms/domain/internal/users/welcome-mail';
import type { Caller } from '../../src/context';
import { createSmtpTransport } from '../../src/mail';
import { startSmtpSink, unfold, type SmtpSink } from '../helpers/smtp-sink';

describe.each(testDatabases())('mail ($dialect)', ({ dialect }) => {
  let smtp: SmtpSink;
  let h: AuthHarness;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    h = await createAuthHarness(dialect, { SMTP_URL: smtp.url, LMS_MAIL_FROM: 'LMS <lms@example.org>' });
  });
  afterAll(async () => {
    await h.close();
    await smtp.close();
  });

  it('with SMTP_URL, a password-reset e-mail is delivered over SMTP with the reset link (its text not kept)', async () => {
    await h.signUp('smtp-user@example.org');
    const answer = await h.post(AUTH_ENDPOINTS.sendOobCode, {
      requestType: 'PASSWORD_RESET',
      email: 'smtp-user@example.org',
    });
    expect(answer.status).toBe(200);
    const mail = smtp.received.find((m) => m.to.includes('smtp-user@example.org'));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('lms@example.org');
    expect(mail!.raw).toContain('Subject: Reset your password');
    expect(unfold(mail!.raw)).toMatch(/http:\/\/localhost:0\/reset-password\?oobCode=[\w-]{40,}/);
    // The outbox records the delivery, not the link: a reset link must not outlive it in the database.
    expect(await h.outbox('smtp-user@example.org')).toEqual([
      { subject: 'Reset your password', text_body: '', html_body: null },
    ]);
  });

  it("an SMTP server that cannot be reached leaves the mail queued with the relay's words, not an error", async () => {
    const closed = await startSmtpSink();
    await closed.close();
    const mailer = createMailer({
      ...h.ctx,
      mailTransport: createSmtpTransport(closed.url, 'lms@example.org', h.ctx.log),
    });
    const delivery = await mailer.send({ to: 'a@example.org', subject: 's', text: 't' });
    expect(delivery).toMatchObject({ via: 'relay', delivered: false });
    const row = await h.ctx.db
      .selectFrom('outbox')
      .select(['status', 'attempts', 'error'])
      .where('to_address', '=', 'a@example.org')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.error).toMatch(/^The mail relay did not take the e-mail: .*ECONNREFUSED/);
  });

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
    const session = await h.signUp('welcome@example.org');
    const caller: Caller = {
      uid: session.user.uid,
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
    const mail = smtp.received.find((m) => m.to.includes('welcome@example.org'));
    expect(mail!.raw).toContain('Welcome, Wanda!');
    await expect(
      mailHandlers.sendWelcomeEmail({
        ctx: h.ctx,
        caller,
        input: { email: 'someone-else@example.org', displayName: null },
      }),
    ).rejects.toMatchObject({ code: 'functions/permission-denied' });
  });

  it('sendWelcomeEmail is rate-limited per user (functions/resource-exhausted)', async () => {
    const session = await h.signUp('welcome-spam@example.org');
    await h.setRateLimits({ welcomeMailPerUser: { limit: 1, windowMs: 60_000 } });
    h.startOfWindow(60_000);
    const caller: Caller = {
      uid: session.user.uid,
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
