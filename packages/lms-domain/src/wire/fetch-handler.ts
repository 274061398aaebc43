// The API protocol (api-protocol.ts) as a fetch handler: a standard Request in, a Response out. What a host that
// speaks fetch mounts (the page's in-process server, Cloud Functions' onRequest); the body size limit is applied
// here, before the body is read, as an HTTP server applies it.
import type { DomainLog } from '../context';
import type { ApiProtocol, ApiResponse } from './api-protocol';
import { authClientError, requestBodyErrors } from './error-bodies';
import { BODY_LIMIT_BYTES } from './request-body';

export interface FetchHandlerOptions {
  /** The client's address for a request (a Cloud Function reads it from the forwarded header). */
  clientIp(request: Request): string;
  /** The User-Agent to record when the request carries none (the page's own browser). */
  defaultUserAgent?: string;
  log?: DomainLog;
  bodyLimitBytes?: number;
}

/** Answers a request the protocol routes; null for any other (the host answers those itself). */
export type FetchHandler = (request: Request) => Promise<Response | null>;

export function createFetchHandler(protocol: ApiProtocol, options: FetchHandlerOptions): FetchHandler {
  const limit = options.bodyLimitBytes ?? BODY_LIMIT_BYTES;
  return async (request) => {
    const url = new URL(request.url);
    const route = protocol.route(request.method, url.pathname);
    if (route === null) return null;
    const bytes = new Uint8Array(await request.arrayBuffer());
    if (bytes.byteLength > limit) {
      const answer =
        route.area === 'auth'
          ? authClientError(413, 'Request body is too large')
          : requestBodyErrors.tooLarge(limit);
      return toResponse({
        status: answer.statusCode,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: JSON.stringify(answer.body),
      });
    }
    const answer = await route.answer({
      method: request.method,
      header: (name) =>
        request.headers.get(name) ??
        (name === 'user-agent' ? options.defaultUserAgent : undefined) ??
        undefined,
      bodyText: bytes.byteLength === 0 && !request.headers.has('content-type') ? undefined : decode(bytes),
      clientIp: options.clientIp(request),
      requestOrigin: url.origin,
      ...(options.log === undefined ? {} : { log: options.log }),
    });
    return toResponse(answer);
  };
}

const decoder = new TextDecoder();
const decode = (bytes: Uint8Array): string => decoder.decode(bytes);

function toResponse(answer: ApiResponse): Response {
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}
