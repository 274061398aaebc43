// What a certificate says: the template's title and body with their placeholders filled, the status a verifier
// reads, and the links a learner shares. The server draws the PDF and the screens draw the certificate and the
// admin's live preview with these same functions, so the three never disagree.
import { SITE_LANGUAGES, type SiteLanguage } from '../api/schemas/site-languages';

/** The placeholders a template's title and body may use, as `{{name}}`. */
export const CERTIFICATE_PLACEHOLDERS = [
  'learnerName',
  'courseTitle',
  'issueDate',
  'hours',
  'grade',
  'certificateNumber',
] as const;

export type CertificatePlaceholder = (typeof CERTIFICATE_PLACEHOLDERS)[number];
export type CertificateFields = Record<CertificatePlaceholder, string>;

const PLACEHOLDER = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/** Placeholders in a text that are not ones a certificate fills (a typo would otherwise print as is). */
export function unknownCertificatePlaceholders(text: string): string[] {
  const known = new Set<string>(CERTIFICATE_PLACEHOLDERS);
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').filter((name) => !known.has(name));
}

export function fillCertificateText(text: string, fields: CertificateFields): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(fields, name) ? fields[name as CertificatePlaceholder] : whole,
  );
}

/** Hours of a course from its minutes, as stored with a certificate: whole hours, else one decimal ("1.5"). */
export function certificateHours(durationMinutes: number): string {
  const hours = Math.round((durationMinutes / 60) * 10) / 10;
  return Number.isInteger(hours) ? String(hours) : hours.toFixed(1);
}

/**
 * What `{{hours}}` prints: the hours with their unit in the learner's language, by its plural rules ("1 hour",
 * "6 hours", "1,5 heure", "ساعتان").
 */
export function certificateDuration(hours: string | number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(Number(hours));
}

/**
 * A day as a certificate prints it, in the learner's language as the certificate page writes dates ("Nov 28,
 * 2026", "28 nov. 2026"). In UTC: the document is the same wherever it is opened.
 */
export function certificateDate(at: number | string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(at));
}

/** The language a certificate is printed in: the learner's own when the platform has it, else en-US. */
export function certificateLocale(language: string | null | undefined): SiteLanguage {
  const wanted = (language ?? '').toLowerCase();
  return (
    SITE_LANGUAGES.find((locale) => locale.toLowerCase() === wanted) ??
    SITE_LANGUAGES.find((locale) => locale.split('-')[0] === wanted.split('-')[0]) ??
    'en-US'
  );
}

export type CertificateStatus = 'valid' | 'expired' | 'revoked';

/** Revocation wins over expiry: a revoked certificate stays revoked whatever its dates. */
export function certificateStatus(
  cert: { revokedAt: number | null; expiresAt: number | null },
  now: number,
): CertificateStatus {
  if (cert.revokedAt !== null) return 'revoked';
  if (cert.expiresAt !== null && cert.expiresAt <= now) return 'expired';
  return 'valid';
}

/**
 * Whether a learner is offered the certificate's PDF and LinkedIn's add-to-profile link: not once it is revoked
 * (its PDF, still kept for the record, is stamped revoked). An expired one still tells what was achieved.
 */
export function certificateShareable(status: CertificateStatus): boolean {
  return status !== 'revoked';
}

/** The public verification page of a certificate, under the host app's origin. */
export function certificateVerificationPath(code: string): string {
  return `/verify/${encodeURIComponent(code)}`;
}

export interface LinkedInCertification {
  name: string;
  organizationName: string;
  issuedAt: string;
  expiresAt: string | null;
  certificateNumber: string;
  verificationUrl: string;
}

/** LinkedIn's "Add to profile" link for a certification, with the certificate's fields filled in. */
export function linkedInAddToProfileUrl(cert: LinkedInCertification): string {
  const issued = new Date(cert.issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: cert.name,
    organizationName: cert.organizationName,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: cert.verificationUrl,
    certId: cert.certificateNumber,
  });
  if (cert.expiresAt !== null) {
    const expires = new Date(cert.expiresAt);
    params.set('expirationYear', String(expires.getUTCFullYear()));
    params.set('expirationMonth', String(expires.getUTCMonth() + 1));
  }
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}
export const CERTIFICATE_STATUSES = ['valid', 'expired', 'revoked'] as const;
