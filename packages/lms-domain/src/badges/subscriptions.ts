// What the badges area does when other areas report something: it awards every rule-based badge the event may
// satisfy. Run after the event's change committed; a failure is logged by the publisher, and listing one's badges
// awards whatever is still owed (awardMissingBadges).
import type { EventSubscriptions } from '../events/domain-events';
import { awardOnEvent } from './awards';

export const badgeSubscriptions: EventSubscriptions = {
  'course-completed': (ctx, event) => awardOnEvent(ctx, event.userId, 'course-completed'),
  'quiz-passed': (ctx, event) => awardOnEvent(ctx, event.userId, 'quiz-submitted'),
  'action-plan-step-done': (ctx, event) => awardOnEvent(ctx, event.userId, 'action-plan-step-done'),
  'certificate-issued': (ctx, event) => awardOnEvent(ctx, event.userId, 'certificate-issued'),
};
