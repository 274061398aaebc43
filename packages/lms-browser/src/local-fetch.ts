// The server's API answered in-process: a fetch function that lms-core's server adapters call as they call the real
// server, answered by the same domain code with the same status codes and JSON bodies (lms-domain's endpoint table,
// callable dispatch and error answers). What the network adds (delays, failures, a dropped connection) comes from
// the mode switch, never from a rule.
import { API_PATHS, LmsError, type FetchFunction } from '@lms/core';
import {
  AUTH_GET_ENDPOINTS,
  AUTH_POST_ENDPOINTS,
  assertSessionScope,
  AUTH_JSON_ONLY_MESSAGE,
  authClientError,
  authErrorAnswer,
  authenticate,
  callOperation,
  callableErrorAnswer,
  handlers,
  operationNamed,
  requestBodyErrors,
  type AuthErrorAnswer,
  downloadHeaders,
  downloadPart,
  type AuthPostHandler,
  type DomainContext,
  type FileService,
} from '@lms/domain';
import { abortReason, type BackendArea, type ModeSwitch } from './backend-mode';
import { readRequestBody, type BodyFailure } from './request-body';

export interface LocalFetchOptions {
  ctx: DomainContext;
  /** The domain's file service over this page's memory: what GET /api/files/download/<path> serves. */
  files: FileService<Uint8Array>;
  mode: ModeSwitch;
  /** What GET /api/version answers. */
  version: string;
}

/** The address every request comes from, for the domain's per-address rate limits. */
const CLIENT_IP = '127.0.0.1';

const AUTH_PREFIX = API_PATHS.auth('');
const FUNCTIONS_PREFIX = API_PATHS.functions('');
const DOWNLOAD_PREFIX = `${API_PATHS.files}/download/`;

/** Fastify's wording for the body problems it rejects before a route runs, so the answers match the server's. */
const FASTIFY_MESSAGES: Record<BodyFailure, string> = {
  empty: "Body cannot be empty when content-type is set to 'application/json'",
  'malformed-json': "Body is not valid JSON but content-type is set to 'application/json'",
  'unsupported-media-type': 'Unsupported Media Type',
};

interface Route {
  /** The mode switch's area and name for this request; none for requests no port makes (the version). */
  area?: BackendArea;
  name: string;
  answer(request: Request): Promise<Response>;
}

export function createLocalFetch({ ctx, files, mode, version }: LocalFetchOptions): FetchFunction {
  const origin = new URL(ctx.config.publicUrl).origin;

  function route(method: string, url: URL): Route | null {
    const path = url.pathname;
    if (path.startsWith(AUTH_PREFIX)) {
      const endpoint = path.slice(AUTH_PREFIX.length);
      // Own keys only: `constructor` or `toString` are no endpoints.
      const post = Object.hasOwn(AUTH_POST_ENDPOINTS, endpoint) ? AUTH_POST_ENDPOINTS[endpoint] : undefined;
      if (method === 'POST' && post !== undefined) {
        return { area: 'auth', name: endpoint, answer: (request) => authPost(ctx, request, post) };
      }
      const get = Object.hasOwn(AUTH_GET_ENDPOINTS, endpoint) ? AUTH_GET_ENDPOINTS[endpoint] : undefined;
      if (method === 'GET' && get !== undefined) {
        return { area: 'auth', name: endpoint, answer: (request) => authGet(ctx, request, get) };
      }
      return null;
    }
    if (
      method === 'POST' &&
      path.startsWith(FUNCTIONS_PREFIX) &&
      !path.includes('/', FUNCTIONS_PREFIX.length)
    ) {
      const name = safeDecode(path.slice(FUNCTIONS_PREFIX.length));
      return { area: 'functions', name, answer: (request) => callable(ctx, request, name) };
    }
    if (method === 'GET' && path.startsWith(DOWNLOAD_PREFIX)) {
      return {
        area: 'storage',
        name: 'download',
        answer: (request) => download(ctx, files, request, path.slice(DOWNLOAD_PREFIX.length)),
      };
    }
    if (method === 'GET' && path === API_PATHS.version) {
      return {
        name: 'version',
        answer: async () => json(200, { version }, { 'Cache-Control': 'no-cache' }),
      };
    }
    return null;
  }

  return async (input, init = {}) => {
    const signal = init.signal ?? undefined;
    if (signal?.aborted) throw abortReason(signal);
    const url = new URL(input, `${origin}/`);
    // Nothing answers on another origin: as for a host that does not resolve.
    if (url.origin !== origin) throw new TypeError('Failed to fetch');
    const request = new Request(url, init);
    const found = route(request.method, url);
    if (found === null) return notFound(ctx, request.method, url);
    if (found.area !== undefined) {
      const passage = await untilAborted(mode.pass(found.area, found.name, signal), signal);
      if (passage.kind === 'offline') throw new TypeError('Failed to fetch');
      if (passage.kind === 'error') {
        const error = new LmsError(passage.code, passage.message);
        const answer = found.area === 'auth' ? authErrorAnswer(error) : callableErrorAnswer(error);
        return json(answer.statusCode, answer.body);
      }
    }
    return untilAborted(found.answer(request), signal);
  };
}

async function authPost(ctx: DomainContext, request: Request, handle: AuthPostHandler): Promise<Response> {
  const mediaType = (request.headers.get('content-type') ?? '').split(';', 1)[0]!.trim().toLowerCase();
  if (mediaType !== 'application/json') {
    return authReply(ctx, request, authClientError(415, AUTH_JSON_ONLY_MESSAGE));
  }
  const body = await readRequestBody(request, { form: false });
  if (!body.ok) {
    const answer = authClientError(
      body.failure === 'unsupported-media-type' ? 415 : 400,
      FASTIFY_MESSAGES[body.failure],
    );
    return authReply(ctx, request, answer);
  }
  try {
    return json(200, await handle(ctx, body.value, CLIENT_IP, userAgentOf(request)), {
      'Cache-Control': 'no-store',
    });
  } catch (error) {
    return authReply(ctx, request, authErrorAnswer(error), error);
  }
}

async function authGet(
  ctx: DomainContext,
  request: Request,
  answer: (ctx: DomainContext) => Promise<unknown>,
): Promise<Response> {
  try {
    return json(200, await answer(ctx));
  } catch (error) {
    return authReply(ctx, request, authErrorAnswer(error), error);
  }
}

function authReply(ctx: DomainContext, request: Request, answer: AuthErrorAnswer, error?: unknown): Response {
  if (answer.serverFault) ctx.log.error({ err: error }, 'Auth endpoint failed');
  else ctx.log.info({ code: answer.body.error.code, url: request.url }, 'Auth request refused');
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (answer.retryAfterSeconds !== undefined) headers['Retry-After'] = String(answer.retryAfterSeconds);
  return json(answer.statusCode, answer.body, headers);
}

/** The page's own browser, as the server would see it in the User-Agent header (for the audit log). */
function userAgentOf(request: Request): string {
  return request.headers.get('user-agent') ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent);
}

/** POST /api/fn/<name>: checks in the server's order (body, operation, caller, access, input, handler, result). */
async function callable(ctx: DomainContext, request: Request, name: string): Promise<Response> {
  const body = await readRequestBody(request, { form: false });
  if (!body.ok) {
    const failures = {
      empty: requestBodyErrors.empty,
      'malformed-json': () => requestBodyErrors.malformedJson(FASTIFY_MESSAGES['malformed-json']),
      'unsupported-media-type': requestBodyErrors.unsupportedMediaType,
    } as const;
    const answer = failures[body.failure]();
    ctx.log.info({ code: answer.body.error.code, message: answer.body.error.message }, 'request rejected');
    return json(answer.statusCode, answer.body);
  }
  try {
    operationNamed(name);
    const caller = await authenticate(ctx, request.headers.get('authorization') ?? undefined);
    const result = await callOperation({
      ctx,
      handlers,
      name,
      caller,
      body: body.value,
      authorize: assertSessionScope,
      clientIp: CLIENT_IP,
      userAgent: userAgentOf(request),
    });
    return json(200, { result });
  } catch (error) {
    const answer = logged(ctx, error, callableErrorAnswer(error), 'request failed');
    return json(answer.statusCode, answer.body);
  }
}

/**
 * GET /api/files/download/<path>?token=...: the bytes the domain's file service gives for the link's token, with
 * the server's headers and byte ranges (a video seeks), so a saved download address works in this host too.
 */
async function download(
  ctx: DomainContext,
  files: FileService<Uint8Array>,
  request: Request,
  rawPath: string,
): Promise<Response> {
  try {
    const token = new URL(request.url).searchParams.get('token') ?? undefined;
    const file = await files.openDownload(safeDecode(rawPath), token);
    const part = downloadPart(request.headers.get('range'), file.size);
    if (part.status === 416) {
      const answer = logged(ctx, part.error, callableErrorAnswer(part.error), 'download failed');
      return json(416, answer.body, part.headers);
    }
    const body = await file.read(part.range ?? undefined);
    return new Response(body as BodyInit, {
      status: part.status,
      headers: { ...downloadHeaders(file), ...part.headers },
    });
  } catch (error) {
    const answer = logged(ctx, error, callableErrorAnswer(error), 'download failed');
    return json(answer.statusCode, answer.body);
  }
}

/** Our own faults are logged with what happened; the caller's mistakes only as a refusal. */
function logged<A extends { serverFault: boolean; body: { error: { code: string; message: string } } }>(
  ctx: DomainContext,
  error: unknown,
  answer: A,
  failure: string,
): A {
  if (answer.serverFault) ctx.log.error({ err: error }, failure);
  else ctx.log.info({ code: answer.body.error.code, message: answer.body.error.message }, 'request rejected');
  return answer;
}

/** The server's answer for an API path it has no route for (its not-found handler in static-files.ts). */
function notFound(ctx: DomainContext, method: string, url: URL): Response {
  const answer = callableErrorAnswer(
    new LmsError('functions/not-found', `No route ${method} ${url.pathname}.`),
  );
  ctx.log.info({ code: answer.body.error.code, message: answer.body.error.message }, 'request rejected');
  return json(answer.statusCode, answer.body);
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/** A name as the router decodes it; a malformed escape stays as sent (and is then no operation's name). */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The work goes on (as on a server whose client hung up), but the caller is answered with the abort at once. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return work;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
