// The e-mails of the support area: the requester's confirmation and support's answers (each with a link that opens
// the request without signing in), and a note to the assigned administrator when the requester writes.
import type { MailMessage } from '../context';
import { compose } from '../mail/templates';
import type { SupportSignature } from './support-signature';

export function supportConfirmationMail(
  to: string,
  request: { reference: string; subject: string },
  link: string,
): MailMessage {
  return compose(
    to,
    `We received your request ${request.reference}`,
    [
      `Thank you for writing to us. Your request "${request.subject}" has the reference ${request.reference}; quote it if you contact us another way.`,
      'We answer by e-mail. You can read the conversation and write more at any time through the link above; keep this e-mail, as the link is your access.',
    ],
    { url: link, label: `Open request ${request.reference}` },
  );
}

export function supportReplyMail(
  to: string,
  request: { reference: string; subject: string },
  reply: { signature: SupportSignature; body: string },
  link: string,
): MailMessage {
  const who = reply.signature.team
    ? `${reply.signature.name} support`
    : `${reply.signature.name} from support`;
  return compose(
    to,
    `Re: ${request.subject} [${request.reference}]`,
    [
      `${who} answered your request ${request.reference}:`,
      reply.body,
      'To answer, open the request through the link above (replying to this e-mail does not reach us).',
    ],
    { url: link, label: `Answer on request ${request.reference}` },
  );
}

export function supportActivityMail(
  to: string,
  request: { reference: string; subject: string },
  what: string,
  link: string,
): MailMessage {
  return compose(to, `[${request.reference}] ${request.subject}`, [what], {
    url: link,
    label: `Open ${request.reference}`,
  });
}
