// What a certificate says: the template's title and body with their placeholders filled, the status a verifier
// reads, and the links a learner shares. The server draws the PDF and the screens draw the certificate and the
// admin's live preview with these same functions, so the three never disagree.

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

/** Hours shown on a certificate from a course's minutes: whole hours, else one decimal ("1.5"). */
export function certificateHours(durationMinutes: number): string {
  const hours = Math.round((durationMinutes / 60) * 10) / 10;
  return Number.isInteger(hours) ? String(hours) : hours.toFixed(1);
}

/** The issue date as printed on the certificate and in its PDF: ISO calendar day, readable in every language. */
export function certificateDate(at: number | string): string {
  return new Date(at).toISOString().slice(0, 10);
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
