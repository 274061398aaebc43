// Turns the HTTP answer of a callable into its result or an LmsError `functions/<code>` (spec sections 7 and 8).
import type { z } from 'zod';
import { LmsError, functionsCodeFromHttpStatus } from '../../errors';
import type { FunctionsErrorCode } from '../../errors';
import { codeFromCanonicalStatus } from '../wire';

/** `details` of the error thrown when the answer is not the JSON object the protocol promises. */
export type MalformedAnswerDetails = {
  httpStatus: number;
  /** The start of the body, enough to recognise a proxy's error page. */
  body: string;
};

const BODY_EXCERPT_CHARS = 500;

/**
 * The result of a callable's answer. Spec 7 says the answer is "in data or result": `result` is the protocol's
 * name, `data` is accepted for back ends that answer the older way.
 */
export function decodeCallableAnswer(operationName: string, httpStatus: number, bodyText: string): unknown {
  const body = parseJsonObject(bodyText);
  const ok = httpStatus >= 200 && httpStatus < 300;
  if (!body) {
    // A 2xx without a JSON object is a broken back end, not an unknown failure.
    const code: FunctionsErrorCode = ok ? 'internal' : functionsCodeFromHttpStatus(httpStatus);
    const details: MalformedAnswerDetails = { httpStatus, body: bodyText.slice(0, BODY_EXCERPT_CHARS) };
    throw new LmsError(
      `functions/${code}`,
      `${operationName} answered HTTP ${httpStatus} without a JSON object`,
      details,
    );
  }

  const error = body.error;
  if (typeof error === 'object' && error !== null) {
    throw errorFromFailure(operationName, httpStatus, error as Record<string, unknown>);
  }
  if (!ok) {
    const code = functionsCodeFromHttpStatus(httpStatus);
    throw new LmsError(`functions/${code}`, `${operationName} answered HTTP ${httpStatus}`, { httpStatus });
  }
  if ('result' in body) return body.result;
  if ('data' in body) return body.data;
  throw new LmsError('functions/internal', `${operationName} answered without a result`, {
    httpStatus,
    body: bodyText.slice(0, BODY_EXCERPT_CHARS),
  } satisfies MalformedAnswerDetails);
}

/** `{error: {status, message, details}}`: the canonical status names the code; the HTTP status is the fallback. */
function errorFromFailure(
  operationName: string,
  httpStatus: number,
  error: Record<string, unknown>,
): LmsError {
  const fromStatus = typeof error.status === 'string' ? codeFromCanonicalStatus(error.status) : undefined;
  const code = fromStatus ?? functionsCodeFromHttpStatus(httpStatus);
  const message =
    typeof error.message === 'string' && error.message !== ''
      ? error.message
      : `${operationName} failed: ${code}`;
  return LmsError.received(`functions/${code}`, message, error.details);
}

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** "page: Too small ..." for the first problem, so a message names the field; every issue stays in details. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const [first] = issues;
  if (!first) return 'invalid value';
  const field = first.path.length > 0 ? first.path.map(String).join('.') : '(whole value)';
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
  return `${field}: ${first.message}${more}`;
}
