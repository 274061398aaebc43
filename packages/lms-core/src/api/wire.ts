// The callable wire protocol (spec section 7): POST JSON {data}; answer {result} or {error: {status, message, details}}.
import type { FunctionsErrorCode } from '../errors/codes';

export interface CallableRequest<T = unknown> {
  data: T;
}

export interface CallableSuccess<T = unknown> {
  result: T;
}

/** `status` is the canonical upper-case name of the code, as Google's callable protocol sends it. */
export interface CallableFailure {
  error: { status: CanonicalStatus; message: string; details?: unknown };
}

export type CallableResponse<T = unknown> = CallableSuccess<T> | CallableFailure;

export type CanonicalStatus =
  Uppercase<FunctionsErrorCode extends infer C ? (C extends string ? ReplaceDash<C> : never) : never> | 'OK';
type ReplaceDash<S extends string> = S extends `${infer A}-${infer B}` ? `${A}_${ReplaceDash<B>}` : S;

export function canonicalStatus(code: FunctionsErrorCode): CanonicalStatus {
  return code.toUpperCase().replace(/-/g, '_') as CanonicalStatus;
}

export function codeFromCanonicalStatus(status: string): FunctionsErrorCode | undefined {
  const code = status.toLowerCase().replace(/_/g, '-');
  return KNOWN.has(code) ? (code as FunctionsErrorCode) : undefined;
}

const KNOWN = new Set<string>([
  'invalid-argument',
  'unauthenticated',
  'permission-denied',
  'not-found',
  'aborted',
  'resource-exhausted',
  'cancelled',
  'internal',
  'unimplemented',
  'unavailable',
  'deadline-exceeded',
  'unknown',
]);

/** Paths of the self-hosted server, shared by the server and its client adapter so they cannot drift. */
/**
 * The id of the JSON script in which the self-hosted server writes the catalogue's first page (a listCourses
 * answer, `{"result": ...}`) into the landing page's document, for the landing page drawn without React.
 */
export const FIRST_COURSES_ELEMENT_ID = 'lms-first-courses';

export const API_PATHS = {
  functions: (name: string) => `/api/fn/${encodeURIComponent(name)}`,
  auth: (endpoint: string) => `/api/auth/${endpoint}`,
  files: '/api/files',
  uploads: '/api/uploads',
  openapi: '/api/openapi.json',
  /** `{ "version": "1.4.0" }`: the server's version (the OpenAPI document's info.version) without the document. */
  version: '/api/version',
  jwks: '/api/auth/jwks.json',
  /** A third-party back end asks here, with its API key, for a launch token (embedded action-plan steps). */
  embedLaunchTokens: '/api/embed/launch-tokens',
  /** cmi5's one-time `fetch` URL of getLaunchParameters; the code goes in the query. */
  launchFetch: '/api/embed/fetch',
} as const;
