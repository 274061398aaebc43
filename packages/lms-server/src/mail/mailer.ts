// The server's mail relay: SMTP through nodemailer when SMTP_URL is set. Without it the domain keeps messages in
// the outbox table and the log (lms-domain's mail/mailer.ts).
import nodemailer from 'nodemailer';
import { LmsError } from '@lms/core';
import type { DomainLog, MailTransport } from '@lms/domain';

export function createSmtpTransport(smtpUrl: string, mailFrom: string, log: DomainLog): MailTransport {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      try {
        const info = await transport.sendMail({ from: mailFrom, ...message });
        log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'E-mail sent');
        return { messageId: String(info.messageId) };
      } catch (error) {
        log.error(
          { err: error, to: message.to, subject: message.subject },
          'The SMTP server did not take an e-mail',
        );
        throw new LmsError('functions/unavailable', 'The e-mail could not be sent; try again later');
      }
    },
  };
}
