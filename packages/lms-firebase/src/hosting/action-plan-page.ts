// `/action-plan/{stepId}` on Firebase Hosting (a rewrite to this function, firebase.json): the same document the
// server answers there, with the framing policy only a request-time answer can give, since administrators change
// the embedding origins at any time (Hosting's own headers are fixed at deploy). The document is the Firebase
// build's action-plan.html, read once per instance from the site itself (a deploy replaces both together).
import { isFramablePath, listAllowedOrigins, PERMISSIONS_POLICY, type DomainContext } from '@lms/domain';
import { onRequest, type HttpsFunction, type Request } from 'firebase-functions/v2/https';
import { firebasePagePolicy } from './page-policy';

/** What the page function's answer needs: the site's address, and the origins allowed to frame a step. */
export type PageContext = Pick<DomainContext, 'db' | 'config' | 'log'>;

export interface ActionPlanPageOptions {
  /** The emulators' origins, in a `demo-` project (page-policy.ts). */
  emulatorOrigins?: readonly string[];
  /** Default: the global fetch (tests pass their own). */
  fetch?: typeof fetch;
}

type Response = Parameters<Parameters<typeof onRequest>[0]>[1];

/** The function Hosting rewrites to: us-central1, as every function of the spec. */
export function actionPlanPageFunction(
  contextFor: (request: Request) => Promise<PageContext>,
  options: ActionPlanPageOptions = {},
): HttpsFunction {
  return onRequest({ region: 'us-central1', timeoutSeconds: 30 }, actionPlanPageHandler(contextFor, options));
}

export function actionPlanPageHandler(
  contextFor: (request: Request) => Promise<PageContext>,
  options: ActionPlanPageOptions = {},
): (request: Request, response: Response) => Promise<void> {
  const fetchFn = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  let documentText: Promise<string> | undefined;

  function actionPlanDocument(publicUrl: string): Promise<string> {
    documentText ??= (async () => {
      const url = `${publicUrl}/action-plan.html`;
      const answer = await fetchFn(url, { headers: { Accept: 'text/html' } });
      if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
      return answer.text();
    })().catch((error: unknown) => {
      documentText = undefined; // tried again at the next request
      throw error;
    });
    return documentText;
  }

  return async (request, response) => {
    response.set('x-content-type-options', 'nosniff');
    response.set('referrer-policy', 'strict-origin-when-cross-origin');
    response.set('permissions-policy', PERMISSIONS_POLICY);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response
        .status(405)
        .set('allow', 'GET, HEAD')
        .type('text')
        .send('Only GET and HEAD are answered here.');
      return;
    }
    if (!isFramablePath(request.originalUrl)) {
      response.status(404).type('text').send('No such action-plan step address.');
      return;
    }
    const ctx = await contextFor(request);
    let page: string;
    let origins: string[];
    try {
      [page, origins] = await Promise.all([
        actionPlanDocument(ctx.config.publicUrl),
        listAllowedOrigins(ctx),
      ]);
    } catch (error) {
      ctx.log.error({ err: error }, 'The action-plan page could not be put together');
      response.status(503).set('retry-after', '5').type('text').send('The page is not available. Try again.');
      return;
    }
    response.set(
      'content-security-policy',
      firebasePagePolicy({
        frameAncestors: ["'self'", ...origins],
        ...(options.emulatorOrigins ? { emulatorOrigins: options.emulatorOrigins } : {}),
      }),
    );
    // The allowed origins change at an administrator's word: no copy kept by a browser or Hosting's CDN.
    response.set('cache-control', 'no-store');
    response
      .status(200)
      .type('html')
      .send(request.method === 'HEAD' ? '' : page);
  };
}
