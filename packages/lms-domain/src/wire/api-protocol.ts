// The API's request protocol, written once for every host: the callable envelope of spec section 7 (POST
// /api/fn/<name>, `{data}` in, `{result}` or `{error: {status, code, message, details}}` out) and the identity
// provider's JSON endpoints (/api/auth/<endpoint>, Firebase Auth's shapes), with their body, media-type and Origin
// rules and their status codes. A host routes a request here and writes the answer back: the server from Fastify,
// the page from its fetch (fetch-handler.ts), Cloud Functions from onRequest. What a host adds is transport only:
// its body size limit before reading, its logger, the client's address.
import { API_PATHS, isOperationName, LmsError, type OperationName } from '@lms/core';
import type { Caller, DomainContext, DomainLog } from '../context';
import { AUTH_JSON_ONLY_MESSAGE } from '../auth/auth-endpoints';
import type { AuthPostHandler } from '../auth/auth-endpoints';
import { authenticate } from '../identity/authenticate';
import type { IdentityEndpoints } from '../identity/identity-provider';
import { assertSessionScope } from '../identity/session-scope';
import { operationNamed, runOperation } from '../functions/call-operation';
import type { HandlerMap } from '../functions/registry';
import { resultBody } from '../functions/result-body';
import {
  authClientError,
  authErrorAnswer,
  callableErrorAnswer,
  requestBodyErrors,
  type AuthErrorAnswer,
  type CallableErrorAnswer,
} from './error-bodies';
import { BODY_FAILURE_MESSAGES, mediaTypeOf, readRequestBody, type BodyFailure } from './request-body';

/** A request as a host hands it over. */
export interface ApiRequest {
  method: string;
  /** A header's value by its lower-case name; undefined when absent. */
  header(name: string): string | undefined;
  /** The body's text; undefined when the request had none. */
  bodyText: string | undefined;
  /** The client's address (behind a trusted proxy, the forwarded one), for rate limits and the audit log. */
  clientIp: string;
  /** `scheme://host` as this request was addressed (a reverse proxy keeps the Host), for the same-site rule. */
  requestOrigin: string;
  /** The host's logger for this request (the server's carries a request id); the context's otherwise. */
  log?: DomainLog;
}

export interface ApiResponse {
  status: number;
  headers: Readonly<Record<string, string>>;
  body: string;
}

/** What the protocol answers at one method and path; `area` and `name` say which, for hosts that meter calls. */
export interface ApiRoute {
  area: 'auth' | 'functions';
  name: string;
  answer(request: ApiRequest): Promise<ApiResponse>;
}

export interface ApiProtocolOptions {
  handlers: Partial<HandlerMap>;
  /** A further check of a signed-in caller; the limits of an embedded session unless a host says otherwise. */
  authorize?: (caller: Caller, name: OperationName) => Caller;
}

export interface ApiProtocol {
  /** The route for a method and a path (without the query), or null when the protocol has none there. */
  route(method: string, path: string): ApiRoute | null;
  /** The callable route of a name already taken from its path and decoded (a router's `:name` parameter). */
  callableRoute(name: string): ApiRoute;
  /** The paths a host mounts: the identity provider's endpoints by method (none for Firebase), the callable pattern. */
  paths: { authPost: string[]; authGet: string[]; functionsPrefix: string };
}

export const AUTH_PATH_PREFIX = API_PATHS.auth('');
export const FUNCTIONS_PATH_PREFIX = API_PATHS.functions('');

const JSON_TYPE = 'application/json; charset=utf-8';
/** Keys rotate rarely; a short cache keeps verifiers from asking on every token. */
const GET_CACHE: Readonly<Record<string, string>> = { 'jwks.json': 'public, max-age=300' };

export function createApiProtocol(ctx: DomainContext, options: ApiProtocolOptions): ApiProtocol {
  const authorize = options.authorize ?? assertSessionScope;
  const endpoints: IdentityEndpoints<DomainContext> = ctx.identity.endpoints ?? { post: {}, get: {} };
  // A route per operation, made once: building it per call cost two closures on every request, in every host.
  const callableRoutes = new Map<string, ApiRoute>();
  const callableRoute = (name: string): ApiRoute => {
    const known = callableRoutes.get(name);
    if (known !== undefined) return known;
    const route: ApiRoute = {
      area: 'functions',
      name,
      answer: (request) => callable(ctx, options.handlers, authorize, request, name),
    };
    // Operations' names only: a map keyed by whatever a client sends would grow without bound.
    if (isOperationName(name)) callableRoutes.set(name, route);
    return route;
  };
  return {
    callableRoute,
    paths: {
      authPost: Object.keys(endpoints.post).map((endpoint) => AUTH_PATH_PREFIX + endpoint),
      authGet: Object.keys(endpoints.get).map((endpoint) => AUTH_PATH_PREFIX + endpoint),
      functionsPrefix: FUNCTIONS_PATH_PREFIX,
    },
    route(method, path) {
      if (path.startsWith(AUTH_PATH_PREFIX)) {
        const endpoint = path.slice(AUTH_PATH_PREFIX.length);
        // Own keys only: `constructor` or `toString` are no endpoints.
        if (method === 'POST' && Object.hasOwn(endpoints.post, endpoint)) {
          const handle = endpoints.post[endpoint]!;
          return { area: 'auth', name: endpoint, answer: (request) => authPost(ctx, request, handle) };
        }
        if (method === 'GET' && Object.hasOwn(endpoints.get, endpoint)) {
          const read = endpoints.get[endpoint]!;
          return { area: 'auth', name: endpoint, answer: (request) => authGet(ctx, request, endpoint, read) };
        }
        return null;
      }
      if (
        method === 'POST' &&
        path.startsWith(FUNCTIONS_PATH_PREFIX) &&
        !path.includes('/', FUNCTIONS_PATH_PREFIX.length)
      ) {
        return callableRoute(safeDecode(path.slice(FUNCTIONS_PATH_PREFIX.length)));
      }
      return null;
    },
  };
}

/**
 * Cross-site request forgery: another site's page can make a browser POST to the sign-in service without any
 * permission. A request with an Origin header (every browser POST has one) must come from this site (the public
 * URL's origin or the origin the request was addressed to) or a library host (LMS_LIBRARY_ORIGINS), and the body
 * must be JSON, which another origin can send only after a CORS preflight. Clients that are not browsers send no
 * Origin and are no CSRF risk.
 */
function authRequestRefusal(ctx: DomainContext, request: ApiRequest): AuthErrorAnswer | null {
  const origin = request.header('origin');
  const fromLibraryHost = origin !== undefined && ctx.config.libraryOrigins.includes(origin);
  if (!fromLibraryHost && !isSameSite(ctx.config.publicUrl, origin, request.requestOrigin)) {
    return authErrorAnswer(
      new LmsError(
        'functions/permission-denied',
        'Requests to the sign-in service are accepted only from this site’s own pages.',
      ),
    );
  }
  if (mediaTypeOf(request.header('content-type')) !== 'application/json') {
    return authClientError(415, AUTH_JSON_ONLY_MESSAGE);
  }
  return null;
}

/**
 * A request from this site's own pages: no Origin (not a browser), the public URL's origin, or the origin the
 * request was addressed to (a reverse proxy or the Vite dev proxy keeps the Host). Also the rule of the server's
 * own form pages.
 */
export function isSameSite(publicUrl: string, origin: string | undefined, requestOrigin: string): boolean {
  return origin === undefined || origin === new URL(publicUrl).origin || origin === requestOrigin;
}

async function authPost(
  ctx: DomainContext,
  request: ApiRequest,
  handle: AuthPostHandler,
): Promise<ApiResponse> {
  const refusal = authRequestRefusal(ctx, request);
  if (refusal !== null) return authReply(ctx, request, refusal);
  const body = readRequestBody(request.bodyText, request.header('content-type'), { form: false });
  if (!body.ok) {
    const status = body.failure === 'unsupported-media-type' ? 415 : 400;
    return authReply(ctx, request, authClientError(status, BODY_FAILURE_MESSAGES[body.failure]));
  }
  try {
    const answer = await handle(ctx, body.value, request.clientIp, request.header('user-agent'));
    return json(200, JSON.stringify(answer), { 'Cache-Control': 'no-store' });
  } catch (error) {
    return authReply(ctx, request, authErrorAnswer(error), error);
  }
}

async function authGet(
  ctx: DomainContext,
  request: ApiRequest,
  endpoint: string,
  read: (ctx: DomainContext) => Promise<unknown>,
): Promise<ApiResponse> {
  try {
    const answer = await read(ctx);
    const cache = GET_CACHE[endpoint];
    return json(200, JSON.stringify(answer), cache === undefined ? {} : { 'Cache-Control': cache });
  } catch (error) {
    return authReply(ctx, request, authErrorAnswer(error), error);
  }
}

function authReply(
  ctx: DomainContext,
  request: ApiRequest,
  answer: AuthErrorAnswer,
  error?: unknown,
): ApiResponse {
  const log = request.log ?? ctx.log;
  if (answer.serverFault) log.error({ err: error }, 'Auth endpoint failed');
  else log.info({ code: answer.body.error.code }, 'Auth request refused');
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (answer.retryAfterSeconds !== undefined) headers['Retry-After'] = String(answer.retryAfterSeconds);
  return json(answer.statusCode, JSON.stringify(answer.body), headers);
}

const BODY_FAILURES: Record<BodyFailure, () => CallableErrorAnswer> = {
  empty: requestBodyErrors.empty,
  'malformed-json': () => requestBodyErrors.malformedJson(BODY_FAILURE_MESSAGES['malformed-json']),
  'unsupported-media-type': requestBodyErrors.unsupportedMediaType,
};

/**
 * POST /api/fn/<name>: body, operation, caller, access, input, handler, result, in that order on every host. Not
 * async itself: answerCall's promise is the one every call waits on.
 */
function callable(
  ctx: DomainContext,
  handlers: Partial<HandlerMap>,
  authorize: (caller: Caller, name: OperationName) => Caller,
  request: ApiRequest,
  name: string,
): Promise<ApiResponse> {
  const log = request.log ?? ctx.log;
  const body = readRequestBody(request.bodyText, request.header('content-type'), { form: false });
  if (!body.ok) return Promise.resolve(callableError(log, BODY_FAILURES[body.failure]()));
  const userAgent = request.header('user-agent');
  return answerCall(ctx, {
    handlers,
    authorize,
    name,
    authorization: request.header('authorization'),
    body: body.value,
    clientIp: request.clientIp,
    log,
    ...(userAgent === undefined ? {} : { userAgent }),
  }).then(callAnswerResponse);
}

function callAnswerResponse(answer: CallAnswer): ApiResponse {
  return answer.ok
    ? json(200, answer.body)
    : json(answer.error.statusCode, JSON.stringify(answer.error.body));
}

/** A callable request whose envelope a transport has already read (the server's body, Cloud Functions' onCall). */
export interface CallRequest {
  handlers: Partial<HandlerMap>;
  authorize?: (caller: Caller, name: OperationName) => Caller;
  name: string;
  /** The Authorization header as sent; undefined for a signed-out caller. */
  authorization: string | undefined;
  /** The request body, `{"data": ...}`. */
  body: unknown;
  clientIp: string;
  userAgent?: string;
  log?: DomainLog;
}

export type CallAnswer =
  { ok: true; name: OperationName; body: string } | { ok: false; error: CallableErrorAnswer };

/**
 * Operation, caller, access, input, handler, result: the callable protocol after the body, for every host. The
 * answer is the `{result}` text the contract's output schema passed, or the error answer, already logged.
 */
export async function answerCall(ctx: DomainContext, call: CallRequest): Promise<CallAnswer> {
  const log = call.log ?? ctx.log;
  try {
    // An unknown operation is not-found before the token is even read.
    operationNamed(call.name);
    const { name, result } = await runOperation({
      ctx,
      handlers: call.handlers,
      name: call.name,
      caller: await authenticate(ctx, call.authorization),
      body: call.body,
      authorize: call.authorize ?? assertSessionScope,
      clientIp: call.clientIp,
      ...(call.userAgent === undefined ? {} : { userAgent: call.userAgent }),
    });
    return { ok: true, name, body: resultBody(name, result, log) };
  } catch (error) {
    const answer = callableErrorAnswer(error);
    logRefusal(log, answer, error);
    return { ok: false, error: answer };
  }
}

/** Our own faults are logged with what happened; the caller's mistakes only as a refusal. */
function callableError(log: DomainLog, answer: CallableErrorAnswer, error?: unknown): ApiResponse {
  logRefusal(log, answer, error);
  return json(answer.statusCode, JSON.stringify(answer.body));
}

function logRefusal(log: DomainLog, answer: CallableErrorAnswer, error?: unknown): void {
  if (answer.serverFault) log.error({ err: error }, 'request failed');
  else log.info({ code: answer.body.error.code, message: answer.body.error.message }, 'request rejected');
}

/** Shared by every plain JSON answer: a host copies headers out and never changes them. */
const JSON_HEADERS: Readonly<Record<string, string>> = Object.freeze({ 'Content-Type': JSON_TYPE });

function json(status: number, body: string, headers?: Record<string, string>): ApiResponse {
  return {
    status,
    headers: headers === undefined ? JSON_HEADERS : { 'Content-Type': JSON_TYPE, ...headers },
    body,
  };
}

/** A name as the server's router decodes it; a malformed escape stays as sent (and is then no operation's name). */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
