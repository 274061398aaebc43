// Outgoing e-mail. With SMTP_URL set, messages go through nodemailer; without it (development, or a server that
// has no mail relay yet) they are written to the outbox table and logged in full, so a developer can open the links.
import nodemailer from 'nodemailer';
import { LmsError } from '@lms/core';
import type { ServerContext } from '../context';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export type MailDelivery = { via: 'smtp'; messageId: string } | { via: 'outbox'; outboxId: number };

export interface Mailer {
  /** Throws LmsError('functions/unavailable') when the SMTP server does not take the message. */
  send(message: MailMessage): Promise<MailDelivery>;
}

export function createMailer(ctx: ServerContext): Mailer {
  const { smtpUrl, mailFrom } = ctx.config;
  if (smtpUrl === null) return outboxMailer(ctx);
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      try {
        const info = await transport.sendMail({ from: mailFrom, ...message });
        ctx.log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'E-mail sent');
        return { via: 'smtp', messageId: String(info.messageId) };
      } catch (error) {
        ctx.log.error(
          { err: error, to: message.to, subject: message.subject },
          'The SMTP server did not take an e-mail',
        );
        throw new LmsError('functions/unavailable', 'The e-mail could not be sent; try again later');
      }
    },
  };
}

function outboxMailer(ctx: ServerContext): Mailer {
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
        `No SMTP_URL: e-mail kept in the outbox.\n--- To: ${message.to}\n--- Subject: ${message.subject}\n${message.text}`,
      );
      return { via: 'outbox', outboxId };
    },
  };
}
