// `/ob/...` on Firebase Hosting (a rewrite to this function, firebase.json): the public JSON documents of Open
// Badges, which a verifier resolves without a sign-in. The paths, the answers and their headers are lms-domain's
// (OPEN_BADGES_ROUTES, matchOpenBadgesRoute, openBadgesHeaders), as the server's routes serve them.
import {
  callableClientError,
  callableErrorAnswer,
  matchOpenBadgesRoute,
  openBadgesHeaders,
  type CallableErrorAnswer,
  type DomainContext,
} from '@lms/domain';
import { onRequest, type HttpsFunction, type Request } from 'firebase-functions/v2/https';

type Response = Parameters<Parameters<typeof onRequest>[0]>[1];

export function openBadgesHandler(
  contextFor: () => Promise<DomainContext>,
): (request: Request, response: Response) => Promise<void> {
  return async (request, response) => {
    response.set('access-control-allow-origin', '*');
    response.set('cross-origin-resource-policy', 'cross-origin');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.set('allow', 'GET, HEAD').set('cache-control', 'no-store');
      send(response, callableClientError(405, 'invalid-argument', 'Only GET and HEAD are answered here.'));
      return;
    }
    // Hosting passes the site's path (`/ob/issuer`); a direct call, the function's (`/issuer`).
    const path = request.path.startsWith('/ob/') ? request.path : `/ob${request.path}`;
    const match = matchOpenBadgesRoute(path);
    if (match === null) {
      response.set('cache-control', 'no-store');
      send(
        response,
        callableClientError(404, 'not-found', 'There is no Open Badges document at this address.'),
      );
      return;
    }
    const ctx = await contextFor();
    try {
      const document = await match.route.answer(ctx, match.param);
      for (const [name, value] of Object.entries(openBadgesHeaders(match.route.maxAgeSeconds)))
        response.set(name, value);
      response.status(200).send(JSON.stringify(document));
    } catch (error) {
      const answer = callableErrorAnswer(error);
      if (answer.serverFault) ctx.log.error({ err: error }, 'An Open Badges document failed');
      response.set('cache-control', 'no-store');
      send(response, answer);
    }
  };
}

function send(response: Response, answer: CallableErrorAnswer): void {
  response.status(answer.statusCode).json(answer.body);
}

/** The function Hosting rewrites `/ob/**` to, in us-central1. */
export function openBadgesFunction(contextFor: () => Promise<DomainContext>): HttpsFunction {
  return onRequest({ region: 'us-central1', timeoutSeconds: 30 }, openBadgesHandler(contextFor));
}
