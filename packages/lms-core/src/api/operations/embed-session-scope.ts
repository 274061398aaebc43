// What a session started with a launch token may do. The token was asked for by another site's back end, not by
// the student signing in, so its session is kept to the framed step's needs: the action plan, launch parameters
// and the user document the app reads at sign-in. Everything else answers permission-denied, and account changes
// (e-mail, password, deletion) need a real sign-in (requires-recent-login).
import type { OperationName } from './index';

export const EMBED_SESSION_OPERATIONS: readonly OperationName[] = [
  'getActionPlanStep',
  'getMyActionPlan',
  'updateMyActionPlanStep',
  'getLaunchParameters',
  'listEmbedOrigins',
  'getUserDocument',
  'updateMyUserDocument',
  'listMyEnrollments',
];

export function embedSessionMayCall(name: OperationName): boolean {
  return EMBED_SESSION_OPERATIONS.includes(name);
}
