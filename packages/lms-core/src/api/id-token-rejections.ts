// Why a back end refused the ID token a request carried: `details.reason` of the functions/unauthenticated answer.
// The server names it; the callable client reads it to refresh the token once and send the request again (the
// refusal came before any work, so sending again is safe). A refresh either brings a token that holds again (a
// changed role, a clock ahead of the server's) or ends the session (disabled, deleted or revoked account).
import { isLmsError } from '../errors/lms-error';
import { ID_TOKEN_REJECTIONS } from './refusals';

export type IdTokenRejection = (typeof ID_TOKEN_REJECTIONS)[number];

const REJECTIONS: ReadonlySet<string> = new Set(ID_TOKEN_REJECTIONS);

/** The rejection an error names, when it is the back end's refusal of the request's ID token. */
export function idTokenRejectionOf(error: unknown): IdTokenRejection | null {
  if (!isLmsError(error) || error.code !== 'functions/unauthenticated') return null;
  const details = error.details as { reason?: unknown } | undefined;
  const reason = typeof details === 'object' && details !== null ? details.reason : undefined;
  return typeof reason === 'string' && REJECTIONS.has(reason) ? (reason as IdTokenRejection) : null;
}
