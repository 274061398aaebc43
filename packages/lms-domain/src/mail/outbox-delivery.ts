// Delivery of queued mails to the relay, with retries. A server copy claims a mail before sending it (a conditional
// update: the copy whose update changed the row holds it until `claimed_until`), so two copies running the job at
// once never both send it. A refusal is recorded (attempts, the relay's words) and retried later, each wait twice the
// one before, up to an hour; after MAX_ATTEMPTS the mail is `failed` and waits for an administrator's resend. A
// copy that dies between the relay taking a mail and recording it leaves the claim to expire, and the mail is sent
// again: at least once, never lost.
import { LmsError, type RefusalReason } from '@lms/core';
import type { DomainContext } from '../context';
import { defineJob, type JobReport } from '../jobs/define-job';

/** Longer than the relay may take to answer (the server's SMTP timeouts add up to under 5 minutes). */
const CLAIM_MS = 10 * 60_000;
/** About four hours of retries (1, 2, 4, ... 32 minutes, then hourly) before a mail waits for a person. */
export const MAX_ATTEMPTS = 10;
const BATCH = 50;
/** Sent and failed mails are kept this long for the mail log, then deleted. */
export const MAIL_LOG_RETENTION_MS = 30 * 24 * 60 * 60_000;

/** The wait after the nth failed attempt: 1 minute, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

export type DeliveryResult = 'sent' | 'retrying' | 'failed' | 'not-due';

/** Tries one queued mail now if it is due and no other copy holds it. */
export async function deliverMail(ctx: DomainContext, id: number): Promise<DeliveryResult> {
  const transport = ctx.mailTransport;
  if (transport === null) return 'not-due';
  const now = ctx.now();
  const claim = await ctx.db
    .updateTable('outbox')
    .set((eb) => ({ claimed_until: now + CLAIM_MS, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .executeTakeFirst();
  if (Number(claim.numUpdatedRows) !== 1) return 'not-due';
  const mail = await ctx.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  try {
    const { messageId } = await transport.send({
      to: mail.to_address,
      subject: mail.subject,
      text: mail.text_body,
      ...(mail.html_body === null ? {} : { html: mail.html_body }),
    });
    await ctx.db
      .updateTable('outbox')
      .set({
        status: 'sent',
        sent_at: ctx.now(),
        message_id: messageId,
        error: null,
        next_attempt_at: null,
        claimed_until: null,
        text_body: '',
        html_body: null,
      })
      .where('id', '=', id)
      .execute();
    return 'sent';
  } catch (error) {
    const gaveUp = mail.attempts >= MAX_ATTEMPTS;
    const reason = error instanceof Error ? error.message : String(error);
    await ctx.db
      .updateTable('outbox')
      .set({
        status: gaveUp ? 'failed' : 'queued',
        error: reason.slice(0, 1000),
        next_attempt_at: gaveUp ? null : ctx.now() + retryDelayMs(mail.attempts),
        claimed_until: null,
      })
      .where('id', '=', id)
      .execute();
    ctx.log.warn(
      { err: error, outboxId: id, to: mail.to_address, attempts: mail.attempts },
      gaveUp
        ? 'The mail relay refused an e-mail for the last time; it waits for an administrator to send it again'
        : 'The mail relay refused an e-mail; it will be tried again',
    );
    return gaveUp ? 'failed' : 'retrying';
  }
}

/** One pass of the job: every due mail, oldest first, a batch at a time until none is due. */
export async function deliverDueMails(ctx: DomainContext): Promise<JobReport> {
  const report = { sent: 0, retrying: 0, failed: 0 };
  if (ctx.mailTransport === null) return report;
  for (;;) {
    const now = ctx.now();
    const due = await ctx.db
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'queued')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(BATCH)
      .execute();
    let progressed = false;
    for (const { id } of due) {
      const result = await deliverMail(ctx, Number(id));
      if (result === 'not-due') continue;
      report[result] += 1;
      progressed = true;
    }
    // A batch that was all refusals or all another copy's leaves the rest for the next pass.
    if (due.length < BATCH || !progressed || report.retrying + report.failed >= BATCH) return report;
  }
}

/** An administrator sends a failed (or waiting) mail again now: its retries start over. */
export async function resendMail(ctx: DomainContext, id: number): Promise<DeliveryResult> {
  const mail = await ctx.db.selectFrom('outbox').select('status').where('id', '=', id).executeTakeFirst();
  if (mail === undefined)
    throw new LmsError('functions/not-found', `There is no e-mail ${id} in the mail log.`);
  if (ctx.mailTransport === null)
    throw refusal('no-mail-relay', 'No mail relay is configured (SMTP_URL), so no e-mail can be sent.');
  if (mail.status === 'sent')
    throw refusal(
      'mail-sent',
      'This e-mail was delivered; its text is no longer kept, so it cannot be sent again.',
    );
  if (mail.status === 'kept')
    throw refusal(
      'mail-kept',
      'This e-mail was written while no mail relay was configured; it is kept for reading only.',
    );
  await ctx.db
    .updateTable('outbox')
    .set({ status: 'queued', attempts: 0, next_attempt_at: ctx.now() })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'failed'])
    .execute();
  return deliverMail(ctx, id);
}

function refusal(reason: RefusalReason, message: string): LmsError {
  return new LmsError('functions/invalid-argument', message, { reason, field: 'id' });
}

/** Deletes sent and failed mails past the mail log's retention (kept mails are a development inbox, left alone). */
export async function pruneMailLog(ctx: DomainContext): Promise<number> {
  const result = await ctx.db
    .deleteFrom('outbox')
    .where('status', 'in', ['sent', 'failed'])
    .where('created_at', '<', ctx.now() - MAIL_LOG_RETENTION_MS)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export const mailDeliveryJob = defineJob({
  name: 'mail.deliver-outbox',
  // Retries are minutes apart; a mail written outside a transaction is tried at once, so this is its latest start.
  everyMs: 30_000,
  run: deliverDueMails,
});

export const mailLogRetentionJob = defineJob({
  name: 'mail.prune-mail-log',
  everyMs: 60 * 60_000,
  run: async (ctx) => ({ deletedMails: await pruneMailLog(ctx) }),
});
