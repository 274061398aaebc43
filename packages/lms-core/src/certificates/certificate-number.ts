// How a certificate is looked up: by the 32-character verification code of its link and QR code, or by the number
// printed on it ("2026-7KQ4M2XA"), which a person reads off the paper and types, in any case, with or without its
// dash. The two shapes never overlap (12 characters against 32 hexadecimal ones), so no input means both.

/** The number's letters: no I, O, 0 or 1, which read alike on paper. */
export const CERTIFICATE_NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CERTIFICATE_NUMBER_LETTERS = 8;

/** A number as typed: a four-digit year, an optional dash, eight letters or digits (a misread O or 1 included). */
const TYPED_NUMBER = /^(\d{4})-?([A-Z0-9]{8})$/i;
const VERIFICATION_CODE = /^[0-9a-f]{32}$/i;

export type CertificateReference = { kind: 'code'; code: string } | { kind: 'number'; number: string };

/**
 * What a typed or linked reference names: a verification code (lowercase, as stored) or a number (uppercase with
 * its dash, as stored and printed); null when it has neither shape.
 */
export function certificateReferenceOf(text: string): CertificateReference | null {
  const trimmed = text.trim();
  if (VERIFICATION_CODE.test(trimmed)) return { kind: 'code', code: trimmed.toLowerCase() };
  const typed = TYPED_NUMBER.exec(trimmed);
  if (typed === null) return null;
  const [, year = '', letters = ''] = typed;
  return { kind: 'number', number: `${year}-${letters.toUpperCase()}` };
}

export function isCertificateReference(text: string): boolean {
  return certificateReferenceOf(text) !== null;
}
