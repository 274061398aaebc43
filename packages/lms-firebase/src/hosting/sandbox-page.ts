// `/payments/sandbox/{orderId}` (GET, POST) and `/payments/sandbox/{orderId}/cancel` (POST) on Firebase Hosting (a
// rewrite to this function, firebase.json): the sandbox checkout page, lms-domain's answerSandboxPage as the
// server's route writes it. Hosting's page headers leave these addresses out (the checkout form's policy allows
// the order's app as a form target, and the page is never cached), so the function sends the others itself.
import {
  answerSandboxPage,
  callableClientError,
  PERMISSIONS_POLICY,
  SANDBOX_FORM_BODY_LIMIT,
  sandboxPageRequest,
  type DomainContext,
} from '@lms/domain';
import { onRequest, type HttpsFunction, type Request } from 'firebase-functions/v2/https';

type Response = Parameters<Parameters<typeof onRequest>[0]>[1];

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** The posted form, read from the raw body as the server's parser reads it; other bodies are no form. */
function formOf(request: Request): Record<string, string> | null {
  if (
    request.method !== 'POST' ||
    !(request.header('content-type') ?? '').toLowerCase().startsWith(FORM_TYPE)
  )
    return null;
  return Object.fromEntries(new URLSearchParams((request.rawBody ?? Buffer.alloc(0)).toString('utf8')));
}

export function sandboxPageHandler(
  contextFor: () => Promise<DomainContext>,
): (request: Request, response: Response) => Promise<void> {
  return async (request, response) => {
    response.set('x-content-type-options', 'nosniff');
    response.set('x-frame-options', 'DENY');
    response.set('permissions-policy', PERMISSIONS_POLICY);
    if ((request.rawBody?.length ?? 0) > SANDBOX_FORM_BODY_LIMIT) {
      const refusal = callableClientError(
        413,
        'invalid-argument',
        `A form is at most ${SANDBOX_FORM_BODY_LIMIT} bytes.`,
        { reason: 'body-too-large', limitBytes: SANDBOX_FORM_BODY_LIMIT },
      );
      response.set('cache-control', 'no-store');
      response.status(refusal.statusCode).json(refusal.body);
      return;
    }
    const ctx = await contextFor();
    const page = await answerSandboxPage(
      ctx,
      sandboxPageRequest(request.method, request.path, formOf(request)),
    );
    for (const [name, value] of Object.entries(page.headers)) response.set(name, value);
    if ('location' in page) {
      response.set('location', page.location);
      response.status(page.status).send('');
      return;
    }
    response.status(page.status).send(page.html);
  };
}

/** The function Hosting rewrites `/payments/sandbox/**` to, in us-central1. */
export function sandboxPageFunction(contextFor: () => Promise<DomainContext>): HttpsFunction {
  return onRequest({ region: 'us-central1', timeoutSeconds: 30 }, sandboxPageHandler(contextFor));
}
