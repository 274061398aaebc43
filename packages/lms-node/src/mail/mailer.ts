// The Node hosts' mail relay: SMTP through nodemailer when SMTP_URL is set. The domain's outbox decides when a mail
// is tried and retried (lms-domain's mail/outbox-delivery.ts); without SMTP_URL it keeps messages in the outbox table
// and the log.
import nodemailer from 'nodemailer';
import { LmsError } from '@lms/core';
import type { DomainLog, MailTransport } from '@lms/domain';
import type { MailRelayConfig } from './mail-relay-config';

/** The host's relay: SMTP when SMTP_URL is set, else none (mails stay in the outbox; the admin mail log says so). */
export function smtpRelay(config: MailRelayConfig, log: DomainLog): MailTransport | null {
  return config.smtpUrl === null ? null : createSmtpTransport(config.smtpUrl, config.mailFrom, log);
}

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
        // The relay's own words go to the mail log an administrator reads (and the test page), never to a learner.
        const reason = error instanceof Error ? error.message : String(error);
        throw new LmsError('functions/unavailable', `The mail relay did not take the e-mail: ${reason}`);
      }
    },
  };
}
