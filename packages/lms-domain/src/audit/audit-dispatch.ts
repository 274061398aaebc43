// The dispatch's side of the audit log: every admin operation called by a signed-in person, recorded from the
// contract's metadata (audit-policy.ts) when the dispatch, the one place every host's callable requests go through,
// publishes "operation-called" (this area subscribes in its manifest). Anonymous calls are not published: no one
// to name.
import type { DomainContext } from '../context';
import type { DomainEvents } from '../events/domain-events';
import { auditSummary, auditTargets, isAudited } from './audit-policy';
import { recordAudit } from './audit-records';

export async function auditOperationCall(
  ctx: DomainContext,
  call: DomainEvents['operation-called'],
): Promise<void> {
  const { outcome } = call;
  const refused = 'error' in outcome;
  if (!isAudited(call.operation, refused ? 'refused' : 'ok')) return;
  await recordAudit(ctx, {
    kind: 'admin',
    action: call.operation.name,
    actor: { uid: call.caller.uid, email: call.caller.email },
    targets: auditTargets(call.operation, call.input, refused ? undefined : outcome.result),
    summary: auditSummary(call.input),
    ...(refused ? { error: outcome.error } : {}),
    ...(call.clientIp === undefined ? {} : { clientIp: call.clientIp }),
    ...(call.userAgent === undefined ? {} : { userAgent: call.userAgent }),
  });
}
