// How the built-in sign-in reports a security event: apart from the event's names and shape (security-events.ts),
// which the list of events imports, so that list never reaches the publisher.
import type { DomainContext } from '../context';
import { publish } from './publish';
import type { SecurityEvent, SecurityEventName } from './security-events';

/** Publishes the event (`security-event`); like every publish, never fails the sign-in step that reports it. */
export function reportSecurityEvent(
  ctx: DomainContext,
  action: SecurityEventName,
  subject: SecurityEvent['subject'],
  details: SecurityEvent['details'],
): Promise<void> {
  return publish(ctx, 'security-event', { action, subject, details });
}
