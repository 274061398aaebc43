// Writing audit log entries. A write never fails the action it records: it is its own statement after the action
// (handlers own their transactions; the dispatch cannot join them), and a failure is logged and swallowed.
import { isLmsError, type AuditKind } from '@lms/core';
import type { DomainContext } from '../context';
import { newId } from '../platform/random';
import type { RequestOrigin, SecurityEvent, SecurityEventName } from '../events/security-events';

export interface AuditRecord extends RequestOrigin {
  kind: AuditKind;
  action: string;
  actor: { uid: string | null; email: string | null } | null;
  targets?: readonly string[];
  summary?: string;
  /** Absent: ok; an error: refused with its code. */
  error?: unknown;
}

/** The security events the sign-in rules record (kind "security"). */

const MAX_USER_AGENT = 300;

export function errorCodeOf(error: unknown): string {
  return isLmsError(error) ? error.code : 'functions/internal';
}

export async function recordAudit(ctx: DomainContext, record: AuditRecord): Promise<void> {
  try {
    await ctx.db
      .insertInto('audit_log')
      .values({
        id: newId(),
        created_at: ctx.now(),
        kind: record.kind,
        action: record.action,
        actor_uid: record.actor?.uid ?? null,
        actor_email: record.actor?.email?.toLowerCase() ?? null,
        targets: JSON.stringify(record.targets ?? []),
        summary: record.summary ?? '',
        outcome: record.error === undefined ? 'ok' : 'refused',
        error_code: record.error === undefined ? null : errorCodeOf(record.error),
        client_ip: record.clientIp ?? null,
        user_agent: record.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
      })
      .execute();
  } catch (error) {
    ctx.log.error({ err: error, action: record.action }, 'Could not write an audit log entry');
  }
}

/** A security event of the sign-in rules: `subject` is the account concerned (or the e-mail typed, unknown). */
export function recordSecurityEvent(
  ctx: DomainContext,
  event: SecurityEventName,
  subject: SecurityEvent['subject'],
  details: SecurityEvent['details'],
): Promise<void> {
  return recordAudit(ctx, {
    kind: 'security',
    action: event,
    actor: subject,
    ...details,
  });
}
