// Test doubles for the fetch the client adapters take: no server, every request recorded.
import { LmsError } from '../../errors';
import type { FetchFunction } from './fetch-with-timeout';

export interface RecordedRequest {
  url: string;
  init: RequestInit;
  headers: Headers;
  /** The JSON body, parsed; undefined when there is none. */
  json: unknown;
}

export type Responder = (request: RecordedRequest) => Response | Promise<Response>;

export function fakeFetch(respond: Responder): { fetch: FetchFunction; requests: RecordedRequest[] } {
  const requests: RecordedRequest[] = [];
  const fetch: FetchFunction = async (url, init) => {
    const json: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const request: RecordedRequest = { url, init, headers: new Headers(init.headers), json };
    requests.push(request);
    return respond(request);
  };
  return { fetch, requests };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Never answers; rejects with the abort reason when its signal fires, as the platform's fetch does. */
export function hangingResponder(): Responder {
  return ({ init }) =>
    new Promise<Response>((_, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
    });
}

/** Never answers and ignores its signal, like a fetch polyfill without abort support. */
export const deafResponder: Responder = () => new Promise<Response>(() => {});

/** The LmsError a promise rejects with; fails the test when it resolves or rejects with anything else. */
export async function failureOf(promise: Promise<unknown>): Promise<LmsError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof LmsError)) throw new Error(`expected an LmsError, got ${String(error)}`);
  return error;
}
