// A request's body as the server's Fastify reads it before a route runs: JSON (and, under /api/auth/, HTML-form
// fields) or plain text; an empty JSON body, malformed JSON, a forbidden prototype key or another media type is
// refused before the domain sees anything.

export type BodyFailure = 'empty' | 'malformed-json' | 'unsupported-media-type';

export type RequestBody = { ok: true; value: unknown } | { ok: false; failure: BodyFailure };

export async function readRequestBody(request: Request, options: { form: boolean }): Promise<RequestBody> {
  const text = await request.text();
  const contentType = request.headers.get('content-type');
  if (contentType === null) {
    // No media type: only an empty body is acceptable (Fastify finds no parser for anything else).
    return text === '' ? { ok: true, value: undefined } : { ok: false, failure: 'unsupported-media-type' };
  }
  const mediaType = contentType.split(';', 1)[0]!.trim().toLowerCase();
  if (mediaType === 'application/json') {
    if (text === '') return { ok: false, failure: 'empty' };
    try {
      return { ok: true, value: JSON.parse(text, refusePoisoning) };
    } catch {
      return { ok: false, failure: 'malformed-json' };
    }
  }
  if (mediaType === 'text/plain') return { ok: true, value: text };
  if (options.form && mediaType === 'application/x-www-form-urlencoded') {
    return { ok: true, value: Object.fromEntries(new URLSearchParams(text)) };
  }
  return { ok: false, failure: 'unsupported-media-type' };
}

/** secure-json-parse's rule, which Fastify applies: no `__proto__` key, no `constructor.prototype`. */
function refusePoisoning(key: string, value: unknown): unknown {
  if (key === '__proto__') throw new SyntaxError('Object contains forbidden prototype property');
  if (key === 'constructor' && typeof value === 'object' && value !== null && 'prototype' in value) {
    throw new SyntaxError('Object contains forbidden prototype property');
  }
  return value;
}
