// The server's API answered in-process: a fetch function that lms-core's server adapters call as they call the real
// server, answered by the domain's own request protocol (lms-domain's wire/api-protocol.ts, the one the server
// mounts), so the status codes and bodies are the server's by construction. Here only what a page adds: the mode
// switch (delays, failures, a dropped connection; never a rule), file downloads from memory and the version.
import { API_PATHS, LmsError, type FetchFunction } from '@lms/core';
import {
  authErrorAnswer,
  callableErrorAnswer,
  createApiProtocol,
  createFetchHandler,
  handlers,
  downloadHeaders,
  downloadPart,
  type DomainContext,
  type FileService,
} from '@lms/domain';
import { abortReason, type BackendArea, type ModeSwitch } from './backend-mode';

export interface LocalFetchOptions {
  ctx: DomainContext;
  /** The domain's file service over this page's memory: what GET /api/files/download/<path> serves. */
  files: FileService<Uint8Array>;
  mode: ModeSwitch;
  /** What GET /api/version answers. */
  version: string;
  /** The client's address of a request; 127.0.0.1 for every one by default. */
  clientIp?: (request: Request) => string;
}

/** The address every request comes from, for the domain's per-address rate limits. */
const CLIENT_IP = '127.0.0.1';

const DOWNLOAD_PREFIX = `${API_PATHS.files}/download/`;

interface Route {
  /** The mode switch's area and name for this request; none for requests no port makes (the version). */
  area?: BackendArea;
  name: string;
  answer(request: Request): Promise<Response>;
}

export function createLocalFetch({ ctx, files, mode, version, clientIp }: LocalFetchOptions): FetchFunction {
  const origin = new URL(ctx.config.publicUrl).origin;

  const protocol = createApiProtocol(ctx, { handlers });
  const answerApi = createFetchHandler(protocol, {
    clientIp: clientIp ?? (() => CLIENT_IP),
    // The page's own browser, as the server would see it in the User-Agent header (for the audit log).
    ...(typeof navigator === 'undefined' ? {} : { defaultUserAgent: navigator.userAgent }),
  });

  function route(method: string, url: URL): Route | null {
    const path = url.pathname;
    const api = protocol.route(method, path);
    if (api !== null) {
      return {
        area: api.area,
        name: api.name,
        answer: async (request) => (await answerApi(request))!,
      };
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
