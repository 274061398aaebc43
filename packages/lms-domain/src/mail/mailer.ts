// Outgoing e-mail. With a relay injected by the host (SMTP in the server) messages go through it; without one
// (development, the browser, a server that has no relay yet) they are written to the outbox table and logged in
// full, so a developer can open the links.
import type { DomainContext, MailMessage } from '../context';

export type { MailMessage } from '../context';

export type MailDelivery = { via: 'smtp'; messageId: string } | { via: 'outbox'; outboxId: number };

export interface Mailer {
  /** Throws LmsError('functions/unavailable') when the relay does not take the message. */
  send(message: MailMessage): Promise<MailDelivery>;
}

export function createMailer(ctx: DomainContext): Mailer {
  const transport = ctx.mailTransport;
  if (transport === null) return outboxMailer(ctx);
  return {
    async send(message) {
      const { messageId } = await transport.send(message);
      return { via: 'smtp', messageId };
    },
  };
}

function outboxMailer(ctx: DomainContext): Mailer {
  return {
    async send(message) {
      const row = await ctx.db
        .insertInto('outbox')
        .values({
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
          created_at: ctx.now(),
          sent_at: null,
          error: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const outboxId = Number(row.id);
      ctx.log.info(
        { to: message.to, subject: message.subject, outboxId },
        `No mail relay: e-mail kept in the outbox.\n--- To: ${message.to}\n--- Subject: ${message.subject}\n${message.text}`,
      );
      return { via: 'outbox', outboxId };
    },
  };
}
