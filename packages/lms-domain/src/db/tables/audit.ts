// Kysely table types of the audit log (conventions: ../schema.ts).

/** One administrator's action or security event (issue 25, part 5); deleted after the retention period. */
export interface AuditLogTable {
  id: string;
  created_at: number;
  kind: 'admin' | 'security';
  /** The operation's name or the event's. */
  action: string;
  /** Cleared (set null) when the account is deleted; the e-mail at the time stays. */
  actor_uid: string | null;
  actor_email: string | null;
  /** JSON array of ids or addresses the action was about. */
  targets: string;
  /** The input without secrets, at most 2,000 characters. */
  summary: string;
  outcome: 'ok' | 'refused';
  error_code: string | null;
  client_ip: string | null;
  user_agent: string | null;
}

// These tables in the database Kysely sees (../schema.ts), declared here so that an area's tables are no edit there.
declare module '../schema' {
  interface Database {
    audit_log: AuditLogTable;
  }
}
