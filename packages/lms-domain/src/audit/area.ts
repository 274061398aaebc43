// The audit area: administrators' actions and security events, recorded by the dispatch (audit-dispatch.ts) and
// the sign-in rules, read on the admin audit log page, kept for a configurable period (issue 25, part 5).
import { defineDomainArea } from '../areas/define-area';
import { auditOperationCall } from './audit-dispatch';
import { auditHandlers } from './handlers';
import * as auditLog from './migrations/022-audit-log';
import { auditRetentionJob } from './audit-log';

export const auditArea = defineDomainArea({
  name: 'audit',
  handlers: auditHandlers,
  migrations: { '022-audit-log': auditLog },
  jobs: [auditRetentionJob],
  subscribes: { 'operation-called': auditOperationCall },
  // What a person did (and the sign-in events of their account), as recorded; kept on deletion (decisions.md).
  personalData: {
    holdings: [
      {
        table: 'audit_log',
        column: 'actor_uid',
        exportAs: 'entries',
        erasure: 'unlinked',
        why: "Security logs are kept for their retention period under the platform's legitimate interest in the security of its service (GDPR art. 6(1)(f), recital 49), with the e-mail at the time.",
      },
    ],
  },
});
