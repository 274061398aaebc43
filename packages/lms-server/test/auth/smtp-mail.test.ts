// Mail over SMTP: delivery with the link (its text not kept in the outbox), and a relay that cannot be reached. The
// domain's mail rules without a relay run on every host in lms-domain's conformance suite (rules/auth/mail-delivery.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ENDPOINTS } from '@lms/core';
import { createMailer } from '@lms/domain';
import { testDatabases } from '../helpers/databases';
import { createAuthHarness, type AuthHarness } from './harness';
import { createSmtpTransport } from '@lms/node';
import { startSmtpSink, unfold, type SmtpSink } from '../helpers/smtp-sink';

describe.each(testDatabases())('mail over SMTP ($dialect)', ({ dialect }) => {
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
});
