// The dispatch's side of the audit log: every admin operation called by a signed-in person, recorded from the
// contract's metadata (audit-policy.ts) at the one place every host's callable requests go through.
import type { Operation } from '@lms/core';
import type { Caller, DomainContext } from '../context';
import { auditSummary, auditTargets, isAudited } from './audit-policy';
import { recordAudit, type RequestOrigin } from './audit-records';

export interface AuditedCall extends RequestOrigin {
  ctx: DomainContext;
  operation: Operation;
  /** The verified caller; anonymous calls are refused before anything and not recorded (no one to name). */
  caller: Caller | null;
  /** The parsed input; undefined when the call was refused before it was parsed. */
  input: unknown;
}

export async function auditOperationCall(
  call: AuditedCall,
  outcome: { result: unknown } | { error: unknown },
): Promise<void> {
  if (call.caller === null) return;
  const refused = 'error' in outcome;
  if (!isAudited(call.operation, refused ? 'refused' : 'ok')) return;
  await recordAudit(call.ctx, {
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
