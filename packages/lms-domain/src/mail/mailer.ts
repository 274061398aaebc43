// Outgoing e-mail goes through the outbox (issue 32): every mail is a row of `outbox`, written with the caller's
// database handle, so a mail sent inside a transaction exists exactly when the change that caused it does. With a
// relay (the host's MailTransport: SMTP in the server) the row is queued and delivered by outbox-delivery.ts: at once
// when written outside a transaction, else by the job `mail.deliver-outbox` after the commit, which also retries
// refusals with backoff. Without one (development, the page) the row is kept and logged in full, so a developer can
// open the links.
import type { DomainContext, MailMessage } from '../context';
import { deliverMail } from './outbox-delivery';

export type { MailMessage } from '../context';

export type MailDelivery =
  /** `delivered`: the relay took it now; false: it waits for the delivery job (a refusal, or written in a transaction). */
  { via: 'relay'; outboxId: number; delivered: boolean } | { via: 'outbox'; outboxId: number };

export interface Mailer {
  /** Never fails for the relay's sake: a mail the relay refuses stays queued and is sent when it can be. */
  send(message: MailMessage): Promise<MailDelivery>;
}

export function createMailer(ctx: DomainContext): Mailer {
  return {
    async send(message) {
      const relay = ctx.mailTransport !== null;
      const now = ctx.now();
      const row = await ctx.db
        .insertInto('outbox')
        .values({
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
          created_at: now,
          sent_at: null,
          error: null,
          status: relay ? 'queued' : 'kept',
          next_attempt_at: relay ? now : null,
          claimed_until: null,
          message_id: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const outboxId = Number(row.id);
      if (!relay) {
        ctx.log.info(
          { to: message.to, subject: message.subject, outboxId },
          `No mail relay: e-mail kept in the outbox.\n--- To: ${message.to}\n--- Subject: ${message.subject}\n${message.text}`,
        );
        return { via: 'outbox', outboxId };
      }
      // Inside a transaction the row is not visible to anyone yet, and may never be: the job sends it after the commit.
      if (ctx.db.isTransaction) return { via: 'relay', outboxId, delivered: false };
      return { via: 'relay', outboxId, delivered: (await deliverMail(ctx, outboxId)) === 'sent' };
    },
  };
}
