// Issue 32, a real outbox: every mail is a row, tried at once and retried by the job `mail.deliver-outbox` with
// backoff. A relay that is down loses nothing: the mail goes out once the relay is back, exactly once, even with two
// server copies running the job; after the last retry it waits in the mail log for an administrator's resend. Real
// SMTP (a local server stopped and started on one port), the domain's clock moved by hand, the jobs run as a host's
// schedule runs them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, AUTH_ENDPOINTS, type MailLogEntry, type MailLogPage } from '@lms/core';
import { createMailer, type DomainContext } from '@lms/domain';
import { testDatabases } from '../helpers/databases';
import { signInTestUser } from '../helpers/auth';
import { runDomainJob } from '../helpers/jobs';
import { createTestServer, type TestServer } from '../helpers/server';
import { startSmtpSink, unfold, type SmtpSink } from '../helpers/smtp-sink';
import { T0 } from '@lms/domain/conformance/fixtures/catalogue';

const MINUTE = 60_000;

describe.each(testDatabases())('the mail outbox ($dialect)', ({ dialect }) => {
  let smtp: SmtpSink;
  let server: TestServer;
  let now = T0;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await createTestServer({
      dialect,
      now: () => now,
      env: {
        SMTP_URL: smtp.url,
        LMS_MAIL_FROM: 'School <school@example.org>',
        LMS_PUBLIC_URL: 'http://school.test',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  const deliver = (ctx: DomainContext = server.ctx) => runDomainJob(ctx, 'mail.deliver-outbox');
  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
  const rowOf = (address: string) =>
    server.ctx.db
      .selectFrom('outbox')
      .select(['id', 'status', 'attempts', 'error', 'text_body', 'next_attempt_at'])
      .where('to_address', '=', address)
      .executeTakeFirstOrThrow();
  /** An administrator's call, signed in at the clock's time (the tests move it by days). */
  const admin = async <T>(
    operation: string,
    data: unknown,
  ): Promise<{ status: number; body: { result?: T } }> => {
    const { idToken: adminToken } = await signInTestUser(server.ctx, {
      email: 'admin@example.org',
      admin: true,
    });
    const response = await server.app.inject({
      method: 'POST',
      url: API_PATHS.functions(operation),
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { data },
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('a reset mail asked for while the relay is down is sent once it is back, and only once', async () => {
    await signInTestUser(server.ctx, { email: 'ann@example.org' });
    await smtp.stop();
    const asked = await server.app.inject({
      method: 'POST',
      url: API_PATHS.auth(AUTH_ENDPOINTS.sendOobCode),
      payload: { requestType: 'PASSWORD_RESET', email: 'ann@example.org' },
    });
    // The learner is told it is on its way: it is, the outbox has it.
    expect(asked.statusCode).toBe(200);
    const queued = await rowOf('ann@example.org');
    expect(queued).toMatchObject({ status: 'queued', attempts: 1, next_attempt_at: now + MINUTE });
    expect(queued.error).toContain('ECONNREFUSED');

    // Not due yet, and the relay is still down: nothing is tried.
    expect(await deliver()).toEqual({ sent: 0, retrying: 0, failed: 0 });

    await smtp.start();
    now += MINUTE;
    expect(await deliver()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const [mail] = mailsTo('ann@example.org');
    expect(unfold(mail?.raw ?? '')).toMatch(/http:\/\/school\.test\/reset-password\?oobCode=[\w-]{40,}/);
    expect(await rowOf('ann@example.org')).toMatchObject({
      status: 'sent',
      attempts: 2,
      error: null,
      text_body: '',
    });

    now += 60 * MINUTE;
    expect(await deliver()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(mailsTo('ann@example.org')).toHaveLength(1);
  });

  it('two server copies running the job at the same moment send each mail once', async () => {
    await smtp.stop();
    const addresses = Array.from({ length: 6 }, (_, i) => `copy${i}@example.org`);
    for (const to of addresses) await createMailer(server.ctx).send({ to, subject: 'Hello', text: 'Hi' });
    await smtp.start();
    now += MINUTE;
    const copyA = { ...server.ctx };
    const copyB = { ...server.ctx };
    const [a, b] = await Promise.all([deliver(copyA), deliver(copyB)]);
    expect(Number(a.sent) + Number(b.sent)).toBe(addresses.length);
    for (const to of addresses) expect(mailsTo(to), to).toHaveLength(1);
  });

  it('retries wait longer each time; after the last the mail waits in the mail log, and a resend sends it', async () => {
    await smtp.stop();
    await createMailer(server.ctx).send({
      to: 'bob@example.org',
      subject: 'Your certificate',
      text: 'Here it is',
    });
    const waits: number[] = [];
    for (;;) {
      const row = await rowOf('bob@example.org');
      if (row.status !== 'queued' || row.next_attempt_at === null) break;
      waits.push(row.next_attempt_at - now);
      now = row.next_attempt_at;
      await deliver();
    }
    expect(waits.map((ms) => ms / MINUTE)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    const failed = await rowOf('bob@example.org');
    expect(failed).toMatchObject({ status: 'failed', attempts: 10, text_body: 'Here it is' });

    const log = await admin<MailLogPage>('listMailLog', { status: 'failed' });
    expect(log.status, JSON.stringify(log.body)).toBe(200);
    expect(log.body.result).toMatchObject({ relay: true, failed: 1, total: 1 });
    expect(log.body.result?.items).toEqual([
      expect.objectContaining({
        id: Number(failed.id),
        to: 'bob@example.org',
        subject: 'Your certificate',
        status: 'failed',
        attempts: 10,
        nextAttemptAt: null,
        error: expect.stringContaining('ECONNREFUSED'),
      }),
    ]);

    await smtp.start();
    const resent = await admin<MailLogEntry>('resendMail', { id: Number(failed.id) });
    expect(resent.body.result).toMatchObject({ status: 'sent', attempts: 1, error: null });
    expect(mailsTo('bob@example.org')).toHaveLength(1);
    // A delivered mail's text is gone: it cannot be sent twice by a second click.
    const again = await admin('resendMail', { id: Number(failed.id) });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: { details: { reason: 'mail-sent' } } });
  });

  it('a mail written in a transaction exists only if the transaction commits; the job sends it after', async () => {
    await server.ctx.db
      .transaction()
      .execute(async (trx) => {
        await createMailer({ ...server.ctx, db: trx }).send({
          to: 'gone@example.org',
          subject: 'x',
          text: 'x',
        });
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    const kept = await server.ctx.db.transaction().execute((trx) =>
      createMailer({ ...server.ctx, db: trx }).send({
        to: 'kept@example.org',
        subject: 'Receipt',
        text: 'Paid',
      }),
    );
    expect(kept).toMatchObject({ via: 'relay', delivered: false });
    expect(mailsTo('kept@example.org')).toEqual([]);

    expect(await deliver()).toMatchObject({ sent: 1 });
    expect(mailsTo('kept@example.org')).toHaveLength(1);
    const gone = await server.ctx.db
      .selectFrom('outbox')
      .select('id')
      .where('to_address', '=', 'gone@example.org');
    expect(await gone.execute()).toEqual([]);
  });

  it('sent and failed mails leave the mail log after 30 days', async () => {
    const before = await admin<MailLogPage>('listMailLog', {});
    expect(before.body.result?.total).toBeGreaterThan(0);
    now += 31 * 24 * 60 * MINUTE;
    const report = await runDomainJob(server.ctx, 'mail.prune-mail-log');
    expect(report.deletedMails).toBe(before.body.result?.total);
    expect((await admin<MailLogPage>('listMailLog', {})).body.result?.items).toEqual([]);
  });
});
