import type { RefusalReason } from './refusal-registry';
import type { LmsErrorCode } from './codes';

/**
 * What an error carries besides its code: the facts a screen words it with, led by the declared reason of a
 * refusal (api/refusals.ts), so a reason no operation declares is a type error where it is thrown; or the input's
 * issues.
 */
export type LmsErrorDetails = LmsErrorFacts | readonly unknown[];

/** The facts of a refusal: its declared reason and what a screen needs to word it (a limit, a count, a date). */
export type LmsErrorFacts = { readonly reason?: RefusalReason; readonly [fact: string]: unknown };

/** The one error type the platform throws across packages: a catalogue code, a developer message, details. */
export class LmsError extends Error {
  readonly code: LmsErrorCode;
  readonly details: unknown;

  constructor(code: LmsErrorCode, message?: string, details?: LmsErrorDetails) {
    super(message ?? code);
    this.name = 'LmsError';
    this.code = code;
    this.details = details;
  }

  /**
   * An error whose details another party made (a back end's answer, an SDK's or a parser's error): kept as they
   * came, since only what this code throws is held to the declared reasons.
   */
  static received(code: LmsErrorCode, message: string, details: unknown): LmsError {
    const error = new LmsError(code, message);
    (error as { details: unknown }).details = details;
    return error;
  }
}

export function isLmsError(value: unknown): value is LmsError {
  return (
    value instanceof LmsError ||
    (typeof value === 'object' &&
      value !== null &&
      (value as { name?: unknown }).name === 'LmsError' &&
      typeof (value as { code?: unknown }).code === 'string')
  );
}

/** The `details` object of a refusal (an LmsError or its serialised form); empty when it has none. */
export function refusalDetailsOf(error: unknown): Readonly<Record<string, unknown>> {
  const details =
    typeof error === 'object' && error !== null ? (error as { details?: unknown }).details : null;
  return typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : {};
}

/**
 * The `details.reason` of a refusal (an LmsError or its serialised form), if it named one. Typed as the declared
 * reasons, so a comparison with a reason nobody gives is a type error; the value is as the server sent it.
 */
export function refusalReasonOf(error: unknown): RefusalReason | undefined {
  const reason = refusalDetailsOf(error).reason;
  return typeof reason === 'string' ? (reason as RefusalReason) : undefined;
}
