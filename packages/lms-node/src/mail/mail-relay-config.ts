// The mail relay's settings, as every Node host reads them from its environment: SMTP_URL (smtp:// or smtps://;
// unset, mails stay in the outbox table) and LMS_MAIL_FROM (the sender; by default the platform's no-reply address
// at the public URL's host). Read with lms-domain's env readers, so a problem is reported with the host's others.
import type { EnvReader } from '@lms/domain';

export interface MailRelayConfig {
  smtpUrl: string | null;
  mailFrom: string;
}

export function readMailRelayConfig(read: EnvReader, publicUrl: string): MailRelayConfig {
  return {
    smtpUrl: read.url('SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: read.text('LMS_MAIL_FROM') ?? `Learning platform <no-reply@${new URL(publicUrl).hostname}>`,
  };
}
