// A small HTTP client over node:http with keep-alive, shared by every part: the callable protocol, the identity
// provider's endpoints and raw requests. It never throws on an HTTP status (the parts judge answers); a network
// failure (the server was killed, a refused connection) resolves to status 0 with the error's message.
import { Agent, request as httpRequest } from 'node:http';
import { API_PATHS } from '@lms/core';

export interface Answer {
  /** HTTP status; 0 when no answer came (connection refused or reset, timeout). */
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
  ms: number;
  /** Why no answer came (status 0). */
  networkError?: string;
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
}

/** Keep-alive sockets, enough for the soak's 200 connections plus the parts' own requests. */
export const agent = new Agent({ keepAlive: true, maxSockets: 512 });

export function send(url: string, options: RequestOptions = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const body = options.body === undefined ? undefined : Buffer.from(options.body);
    const req = httpRequest(
      url,
      {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        agent,
        headers: {
          ...(body === undefined ? {} : { 'content-length': String(body.length) }),
          ...options.headers,
        },
        timeout: options.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error) => finish(0, {}, '', error.message));
        res.on('end', () => finish(res.statusCode ?? 0, res.headers, Buffer.concat(chunks).toString('utf8')));
      },
    );
    let done = false;
    function finish(status: number, headers: Answer['headers'], text: string, networkError?: string) {
      if (done) return;
      done = true;
      let json: unknown;
      try {
        json = text === '' ? undefined : JSON.parse(text);
      } catch {
        json = undefined;
      }
      resolve({
        status,
        headers,
        text,
        json,
        ms: performance.now() - started,
        ...(networkError ? { networkError } : {}),
      });
    }
    req.on('error', (error) => finish(0, {}, '', error.message));
    req.on('timeout', () => {
      req.destroy(new Error('timeout'));
    });
    req.end(body);
  });
}

const JSON_TYPE = { 'content-type': 'application/json' };

export interface CallOptions {
  idToken?: string | null;
  /** The client address the server should see (it trusts X-Forwarded-For when LMS_TRUST_PROXY is on). */
  clientIp?: string;
}

function callerHeaders(options: CallOptions): Record<string, string> {
  return {
    ...JSON_TYPE,
    ...(options.idToken ? { authorization: `Bearer ${options.idToken}` } : {}),
    ...(options.clientIp ? { 'x-forwarded-for': options.clientIp } : {}),
  };
}

/** POST /api/fn/<name> with `{data}` as the callable protocol sends it; `rawBody` replaces the envelope. */
export function callRaw(
  base: string,
  name: string,
  rawBody: string,
  options: CallOptions = {},
): Promise<Answer> {
  return send(base + API_PATHS.functions(name), { body: rawBody, headers: callerHeaders(options) });
}

export function call(base: string, name: string, data: unknown, options: CallOptions = {}): Promise<Answer> {
  return callRaw(base, name, JSON.stringify({ data }), options);
}

/** The `result` of a successful call; throws with the answer when the call failed (for set-up steps). */
export async function callOk<T = Record<string, unknown>>(
  base: string,
  name: string,
  data: unknown,
  options: CallOptions = {},
): Promise<T> {
  const answer = await call(base, name, data, options);
  const result = (answer.json as { result?: unknown } | undefined)?.result;
  if (answer.status !== 200 || result === undefined) {
    throw new Error(`${name} answered ${answer.status}: ${answer.networkError ?? answer.text.slice(0, 400)}`);
  }
  return result as T;
}

/** POST /api/auth/<endpoint> with a JSON body. */
export function authPost(
  base: string,
  endpoint: string,
  body: unknown,
  options: CallOptions = {},
): Promise<Answer> {
  return send(base + API_PATHS.auth(endpoint), {
    body: JSON.stringify(body),
    headers: callerHeaders(options),
  });
}
