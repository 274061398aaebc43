// The columns of lms-domain's `db/tables/audit.ts`, for the migrations test.
import type { SchemaColumns } from './columns';

export const auditColumns = {
  audit_log: {
    id: true,
    created_at: true,
    kind: true,
    action: true,
    actor_uid: true,
    actor_email: true,
    targets: true,
    summary: true,
    outcome: true,
    error_code: true,
    client_ip: true,
    user_agent: true,
  },
} satisfies Partial<SchemaColumns>;
