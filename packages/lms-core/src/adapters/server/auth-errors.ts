// Turns an error answer of /api/auth/* back into the LmsError the server threw.
import { LmsError } from '../../errors';
import { authErrorBodySchema, isLmsErrorCode } from '../../api/auth-wire';

/** The server's `{error: {code, message}}` when it sent one; otherwise a code guessed from the HTTP status. */
export function authErrorFromResponse(endpoint: string, status: number, text: string): LmsError {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const body = authErrorBodySchema.safeParse(json);
  if (body.success && isLmsErrorCode(body.data.error.code)) {
    const { code, message, details } = body.data.error;
    return LmsError.received(code, message, details);
  }
  // A proxy or gateway answered (HTML error page, empty body): say what we know.
  if (status === 429) return new LmsError('auth/too-many-requests', `Too many requests to ${endpoint}`);
  if (status === 502 || status === 503 || status === 504) {
    return new LmsError(
      'auth/network-request-failed',
      `The server is not reachable (HTTP ${status} from ${endpoint})`,
    );
  }
  return new LmsError('auth/internal-error', `Unexpected answer from ${endpoint}: HTTP ${status}`);
}
