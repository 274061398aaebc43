// What a survey error keeps of what was sent, and what an admin reads of it. Anyone can post to the webhook, so the
// payload is bounded before it is stored: secret-looking keys removed, nesting cut at a fixed depth (a body nested
// thousands of levels deep would overflow the stack of a recursive walk, and then the refusal would go unrecorded),
// and its text cut at a size.
import { SURVEY_ANONYMOUS_THRESHOLD } from '@lms/core';

const MAX_PAYLOAD = 20_000;
/** Deeper than any answer or notice the platform takes (answers are at most three levels deep). */
const MAX_DEPTH = 12;
const SECRET_KEYS = /token|secret|password|signature|authorization/i;
/** Payload keys that describe the sending, not the answer: shown even for an anonymous survey. */
const DESCRIBES_SENDING: ReadonlySet<string> = new Set([
  'source',
  'surveyId',
  'submissionId',
  'reason',
  'attempts',
]);

/** A copy of `value` at most MAX_DEPTH levels deep, secret-looking keys replaced; recursion is bounded by the depth. */
function bounded(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[nested too deeply]';
  if (Array.isArray(value)) return value.map((item) => bounded(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [
      key,
      SECRET_KEYS.test(key) ? '[removed]' : bounded(item, depth + 1),
    ]),
  );
}

/** The payload as stored: JSON text, bounded in depth and size, without secrets. */
export function safePayload(payload: Record<string, unknown>): string {
  const text = JSON.stringify(bounded(payload, 0));
  return text.length > MAX_PAYLOAD ? JSON.stringify({ truncated: text.slice(0, MAX_PAYLOAD) }) : text;
}

/**
 * The payload an admin reads. An anonymous survey's answers stay hidden until the survey has as many answers as its
 * results need (SURVEY_ANONYMOUS_THRESHOLD): below it, one refused answer and its time would single a person out.
 */
export function payloadForAdmin(
  payload: string,
  survey: { anonymous: number; responses: number } | undefined,
): string {
  if (survey === undefined || survey.anonymous !== 1 || survey.responses >= SURVEY_ANONYMOUS_THRESHOLD)
    return payload;
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return '{}';
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return '{}';
  // Only what says how it was sent; answers, a notice's fields or a truncated text may say who answered what.
  const shown = Object.fromEntries(
    Object.entries(parsed as Record<string, unknown>).map(([key, value]) => [
      key,
      DESCRIBES_SENDING.has(key) ? value : `[withheld below ${SURVEY_ANONYMOUS_THRESHOLD} answers]`,
    ]),
  );
  return JSON.stringify(shown);
}
