// The audit area: administrators' actions and security events, recorded by the dispatch (audit-dispatch.ts) and
// the sign-in rules, read on the admin audit log page, kept for a configurable period (issue 25, part 5).
import { defineDomainArea } from '../areas/define-area';
import { personalRows } from '../areas/personal-data';
import { auditHandlers } from './handlers';
import * as auditLog from './migrations/022-audit-log';

export const auditArea = defineDomainArea({
  name: 'audit',
  handlers: auditHandlers,
  migrations: { '022-audit-log': auditLog },
  // What a person did (and the sign-in events of their account), as recorded; kept on deletion (decisions.md).
  personalData: async (ctx, uid) => ({ entries: await personalRows(ctx, 'audit_log', 'actor_uid', uid) }),
});
