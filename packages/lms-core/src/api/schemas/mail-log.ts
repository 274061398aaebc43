// The mail log (issue 32): every e-mail the platform wrote, where it stands with the relay, and the relay's last
// refusal, so an administrator sees a mail that did not go out and can send it again.
import { z } from 'zod';
import { pageSchema } from './course';

/**
 * `kept`: written while no relay was configured (read from the outbox, never sent); `queued`: waiting for the relay
 * (a first try or a retry); `sent`: the relay took it; `failed`: refused at every retry, waiting for a resend.
 */
export const MAIL_STATUSES = ['queued', 'failed', 'sent', 'kept'] as const;
export const mailStatusSchema = z.enum(MAIL_STATUSES);
export type MailLogStatus = z.output<typeof mailStatusSchema>;

export const mailLogEntrySchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: mailStatusSchema,
  /** Deliveries tried so far. */
  attempts: z.number().int().min(0),
  /** ISO times. */
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** When a queued mail is tried next. */
  nextAttemptAt: z.string().nullable(),
  /** The relay's last refusal, in its own words. */
  error: z.string().nullable(),
});
export type MailLogEntry = z.output<typeof mailLogEntrySchema>;

export const mailLogPageSchema = pageSchema(mailLogEntrySchema).extend({
  /** Whether a relay is configured: without one, mails are only kept. */
  relay: z.boolean(),
  /** Mails waiting for a retry or for a resend, whatever the filter. */
  waiting: z.number().int().min(0),
  failed: z.number().int().min(0),
});
export type MailLogPage = z.output<typeof mailLogPageSchema>;
