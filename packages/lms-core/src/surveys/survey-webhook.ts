// The external-survey webhook's wire format, shared by the domain (which checks it), the tests and the operators'
// documentation (docs/surveys.md): Stripe's scheme, `X-LMS-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
// "<t>.<raw body>">` keyed with the survey's secret. Parsing only; the HMAC is computed where Web Crypto is.

export const SURVEY_WEBHOOK_SIGNATURE_HEADER = 'x-lms-signature';
/** A notice signed further than this from the server's clock is refused (replays of old captures). */
export const SURVEY_WEBHOOK_TOLERANCE_SECONDS = 300;
/** The learner's completion reference, added to the external form's address. */
export const SURVEY_REF_PARAMETER = 'ref';

export function surveyWebhookPath(surveyId: string): string {
  return `/api/surveys/webhook/${encodeURIComponent(surveyId)}`;
}

export interface SurveyWebhookSignature {
  timestamp: number;
  /** Every v1 value: a sender may sign with two secrets while rotating. */
  signatures: string[];
}

/** `t=...,v1=...[,v1=...]`, or null when the header is missing or malformed. */
export function parseSurveyWebhookSignature(header: string | undefined): SurveyWebhookSignature | null {
  if (header === undefined || header.length > 1000) return null;
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value, extra] = part.trim().split('=');
    if (value === undefined || extra !== undefined) return null;
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/** The text that is signed: the timestamp, a dot, and the body exactly as sent. */
export function surveyWebhookSignedText(timestamp: number, rawBody: string): string {
  return `${timestamp}.${rawBody}`;
}
