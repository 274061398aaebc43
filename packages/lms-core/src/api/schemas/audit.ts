// The audit log (issue 25, part 5): administrators' actions and security events, who did them, from where, and
// whether they went through. What an entry is, the list's filters and the retention setting.
import { z } from 'zod';
import { pageSchema } from './course';

/** An administrator's operation, or an event of the sign-in rules (failures, pauses, revoked sessions). */
export const AUDIT_KINDS = ['admin', 'security'] as const;
export const AUDIT_OUTCOMES = ['ok', 'refused'] as const;
export const auditKindSchema = z.enum(AUDIT_KINDS);
export const auditOutcomeSchema = z.enum(AUDIT_OUTCOMES);
export type AuditKind = z.output<typeof auditKindSchema>;
export type AuditOutcome = z.output<typeof auditOutcomeSchema>;

/** Entries are kept this many days unless an administrator chose otherwise. */
export const AUDIT_RETENTION_DEFAULT_DAYS = 365;
export const AUDIT_RETENTION_MIN_DAYS = 7;
export const AUDIT_RETENTION_MAX_DAYS = 3650;

/**
 * What the platform can name by its id, each kind answered by the area that owns it, so a person reads "Bob Martin"
 * or "Accessibility basics" where the log recorded an id.
 */
export const NAMED_THING_KINDS = [
  'user',
  'course',
  'module',
  'lesson',
  'coupon',
  'badge',
  'survey',
  'certificate-template',
  'action-plan-step',
] as const;
export const namedThingSchema = z.object({
  id: z.string(),
  kind: z.enum(NAMED_THING_KINDS),
  /** A title, a code or a person's name (their e-mail address when they gave none). */
  name: z.string(),
});
export type NamedThing = z.output<typeof namedThingSchema>;
export type NamedThingKind = NamedThing['kind'];

export const auditEntrySchema = z.object({
  id: z.string(),
  /** ISO time. */
  at: z.string(),
  kind: auditKindSchema,
  /** The operation's name, or the event's (`auth.sign-in-failed`, ...). */
  action: z.string(),
  /** Cleared when the account is deleted; the e-mail address at the time stays. */
  actorUid: z.string().nullable(),
  actorEmail: z.string().nullable(),
  /** The actor's name now (null once the account is gone). */
  actorName: z.string().nullable(),
  /** Ids (or addresses) of what the action was about. */
  targets: z.array(z.string()),
  /** The targets the platform can still name, in the targets' order (a deleted one is left out). */
  named: z.array(namedThingSchema),
  /** The input as sent, without anything secret; empty when there is nothing to say. */
  summary: z.string(),
  outcome: auditOutcomeSchema,
  /** The refusal's error code. */
  errorCode: z.string().nullable(),
  clientIp: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

/** The list's search and filters, shared by the page and the CSV export (which has no paging). */
export const auditFilterShape = {
  /** Matches the actor's e-mail, the action or a target. */
  search: z.string().trim().max(200).optional(),
  kind: auditKindSchema.optional(),
  outcome: auditOutcomeSchema.optional(),
  /** From this time (ms since the epoch), inclusive. */
  from: z.number().int().min(0).optional(),
  /** Before this time (ms since the epoch). */
  to: z.number().int().min(0).optional(),
};
export type AuditFilter = z.output<z.ZodObject<typeof auditFilterShape>>;

export const auditLogPageSchema = pageSchema(auditEntrySchema).extend({
  retentionDays: z.number().int(),
});
export type AuditLogPage = z.output<typeof auditLogPageSchema>;

export const auditRetentionSchema = z
  .number()
  .int()
  .min(AUDIT_RETENTION_MIN_DAYS)
  .max(AUDIT_RETENTION_MAX_DAYS);

export const auditCsvExportSchema = z.object({
  filename: z.string(),
  csv: z.string(),
  rows: z.number().int().min(0),
});
