// Rows of the audit area: the audit log is administrators' only (it holds every person's sign-in events and
// addresses); students, even reading one entry by its id, are refused.
import { D, U, type MatrixArea } from './matrix-types';

const ADMIN_ONLY = { anonymous: U, student: D, otherStudent: D, admin: 'allow' } as const;

export const auditArea: MatrixArea = {
  area: 'audit',
  async setup(ctx, fixture) {
    const id = 'audit-matrix-entry';
    await ctx.db
      .insertInto('audit_log')
      .values({
        id,
        created_at: ctx.now(),
        kind: 'admin',
        action: 'createCoupon',
        actor_uid: fixture.uid.admin,
        actor_email: fixture.email.admin,
        targets: '[]',
        summary: '',
        outcome: 'ok',
        error_code: null,
        client_ip: '127.0.0.1',
        user_agent: null,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    return { auditEntry: id };
  },
  rows: [
    { operation: 'listAuditLog', situation: 'the first page', input: () => ({}), expect: ADMIN_ONLY },
    {
      operation: 'getAuditEntry',
      situation: 'an existing entry',
      input: (f) => ({ id: f.ids.auditEntry }),
      expect: ADMIN_ONLY,
    },
    { operation: 'exportAuditLogCsv', situation: 'every entry', input: () => ({}), expect: ADMIN_ONLY },
    {
      operation: 'saveAuditRetention',
      situation: 'a year',
      input: () => ({ days: 365 }),
      expect: ADMIN_ONLY,
    },
  ],
};
