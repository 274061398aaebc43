// PUT|POST /api/files/support_attachments/{form token}/{file} on Firebase Hosting (a rewrite to this function,
// firebase.json): a file attached to the contact form, sent in one request. storage.rules cannot read the form's
// token, which is a signed-out visitor's only permission, so these files come through the function and the domain's
// file service checks the token, the type by the bytes and the size, and stores them in the bucket, as the server's
// upload route does. Attachments are at most 10 MB, within one request's limit; no resumable upload is needed.
import { API_PATHS } from '@lms/core';
import {
  callableClientError,
  callableErrorAnswer,
  createFileService,
  DEFAULT_FILE_LIMITS,
  type CallableErrorAnswer,
  type DomainContext,
} from '@lms/domain';
import { onRequest, type HttpsFunction, type Request } from 'firebase-functions/v2/https';

type Response = Parameters<Parameters<typeof onRequest>[0]>[1];

/** The path after `/api/files/`: Hosting passes the site's path, a direct call the function's. */
function storagePathOf(requestPath: string): string {
  const prefix = `${API_PATHS.files}/`;
  const path = requestPath.startsWith(prefix)
    ? requestPath.slice(prefix.length)
    : requestPath.replace(/^\//, '');
  return decodeURIComponent(path);
}

export function attachmentUploadHandler(
  contextFor: () => Promise<DomainContext>,
): (request: Request, response: Response) => Promise<void> {
  return async (request, response) => {
    response.set('cache-control', 'no-store');
    if (request.method !== 'PUT' && request.method !== 'POST') {
      response.set('allow', 'PUT, POST');
      send(response, callableClientError(405, 'invalid-argument', 'Only PUT and POST are answered here.'));
      return;
    }
    const ctx = await contextFor();
    try {
      const files = createFileService(ctx, DEFAULT_FILE_LIMITS);
      const stored = await files.storeBytes(
        null,
        storagePathOf(request.path),
        request.header('content-type'),
        new Uint8Array(request.rawBody ?? Buffer.alloc(0)),
      );
      response.status(200).json(stored);
    } catch (error) {
      const answer = callableErrorAnswer(error);
      if (answer.serverFault) ctx.log.error({ err: error }, 'A support attachment upload failed');
      send(response, answer);
    }
  };
}

function send(response: Response, answer: CallableErrorAnswer): void {
  response.status(answer.statusCode).json(answer.body);
}

/** The function Hosting rewrites `/api/files/support_attachments/**` to, in us-central1. */
export function attachmentUploadFunction(contextFor: () => Promise<DomainContext>): HttpsFunction {
  return onRequest(
    // Room for a 10 MB attachment held whole, twice (the request's body and the bytes the bucket is sent).
    { region: 'us-central1', timeoutSeconds: 70, memory: '512MiB' },
    attachmentUploadHandler(contextFor),
  );
}
