// A request's body as every host reads it before the domain sees it, with Fastify's rules (the server's HTTP layer
// applied them first, and clients already meet its wording): JSON, plain text or, where a caller allows it, HTML
// form fields; an empty JSON body, malformed JSON, a forbidden prototype key (secure-json-parse, as Fastify uses)
// or another media type is refused.
import secureJson from 'secure-json-parse';

/** Largest JSON body the API accepts (callable calls, auth requests); uploads use their own resumable route. */
export const BODY_LIMIT_BYTES = 1_048_576;

export type BodyFailure = 'empty' | 'malformed-json' | 'unsupported-media-type';

export type RequestBody = { ok: true; value: unknown } | { ok: false; failure: BodyFailure };

/** Fastify's wording for the body problems it refuses, so every host's answers match the server's. */
export const BODY_FAILURE_MESSAGES: Readonly<Record<BodyFailure, string>> = {
  empty: "Body cannot be empty when content-type is set to 'application/json'",
  'malformed-json': "Body is not valid JSON but content-type is set to 'application/json'",
  'unsupported-media-type': 'Unsupported Media Type',
};

const JSON_OPTIONS = { protoAction: 'error', constructorAction: 'error' } as const;

/** The media type of a Content-Type header, lower case, without parameters. */
export function mediaTypeOf(contentType: string | undefined): string {
  // A client sends the same header on every call: the last one's answer saves three strings per request.
  if (contentType === lastContentType) return lastMediaType;
  const mediaType = (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
  lastContentType = contentType;
  lastMediaType = mediaType;
  return mediaType;
}
let lastContentType: string | undefined;
let lastMediaType = '';

/** `text` is undefined when the request had no body at all. */
export function readRequestBody(
  text: string | undefined,
  contentType: string | undefined,
  options: { form: boolean },
): RequestBody {
  if (contentType === undefined) {
    // No media type: only an empty body is acceptable (Fastify finds no parser for anything else).
    return text === undefined || text === ''
      ? { ok: true, value: undefined }
      : { ok: false, failure: 'unsupported-media-type' };
  }
  const mediaType = mediaTypeOf(contentType);
  const body = text ?? '';
  if (mediaType === 'application/json') {
    if (body === '') return { ok: false, failure: 'empty' };
    try {
      return { ok: true, value: secureJson.parse(body, undefined, JSON_OPTIONS) };
    } catch {
      return { ok: false, failure: 'malformed-json' };
    }
  }
  if (mediaType === 'text/plain') return { ok: true, value: body };
  if (options.form && mediaType === 'application/x-www-form-urlencoded') {
    return { ok: true, value: Object.fromEntries(new URLSearchParams(body)) };
  }
  return { ok: false, failure: 'unsupported-media-type' };
}
