import type { LmsErrorCode } from './codes';

/** The one error type the platform throws across packages: a catalogue code, a developer message, details. */
export class LmsError extends Error {
  readonly code: LmsErrorCode;
  readonly details: unknown;

  constructor(code: LmsErrorCode, message?: string, details?: unknown) {
    super(message ?? code);
    this.name = 'LmsError';
    this.code = code;
    this.details = details;
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

/** The server's `details.reason` of a refusal (an LmsError or its serialised form), if it named one. */
export function refusalReasonOf(error: unknown): unknown {
  return refusalDetailsOf(error).reason;
}
