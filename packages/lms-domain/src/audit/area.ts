// The audit area: administrators' actions and security events, recorded from the dispatch's `operation-called`
// (audit-dispatch.ts) and the built-in sign-in's `security-event`, read on the admin audit log page, kept for a
// configurable period (issue 25, part 5).
import { defineDomainArea } from '../areas/define-area';
import { auditOperationCall } from './audit-dispatch';
import { auditHandlers } from './handlers';
import * as auditLog from './migrations/022-audit-log';
import { auditRetentionJob } from './audit-log';
import { recordSecurityEvent } from './audit-records';

export const auditArea = defineDomainArea({
  name: 'audit',
  handlers: auditHandlers,
  migrations: { '022-audit-log': auditLog },
  jobs: [auditRetentionJob],
  subscribes: {
    'operation-called': auditOperationCall,
    'security-event': (ctx, event) => recordSecurityEvent(ctx, event.action, event.subject, event.details),
  },
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
