// The fixed words of a printed certificate, in the languages the platform ships, worded as the certificate page
// words them (lms-react's certificates messages), so the paper and the screen say the same.
import type { SiteLanguage } from '@lms/core';

/**
 * A value set into a sentence, isolated (FSI ... PDI) so the bidirectional algorithm keeps it whole: a number
 * "2026-ABCD" or an address in an Arabic sentence would otherwise have its parts reordered. The marks draw nothing.
 */
const isolated = (value: string) => `\u2068${value}\u2069`;

export interface PrintTexts {
  issuedBy(issuer: string): string;
  issued(date: string): string;
  issuedUntil(issued: string, expires: string): string;
  number(number: string): string;
  verify(url: string): string;
  /** The word stamped across a revoked certificate. */
  revokedStamp: string;
  revoked(date: string, reason: string): string;
}

export const PRINT_TEXTS: Record<SiteLanguage, PrintTexts> = {
  'en-US': {
    issuedBy: (issuer) => `Issued by ${isolated(issuer)}`,
    issued: (date) => `Issued ${isolated(date)}`,
    issuedUntil: (issued, expires) => `Issued ${isolated(issued)} · valid until ${isolated(expires)}`,
    number: (number) => `Certificate no. ${isolated(number)}`,
    verify: (url) => `Verify: ${isolated(url)}`,
    revokedStamp: 'REVOKED',
    revoked: (date, reason) =>
      `This certificate was revoked on ${isolated(date)}. Reason: ${isolated(reason)}`,
  },
  'fr-FR': {
    issuedBy: (issuer) => `Délivré par ${isolated(issuer)}`,
    issued: (date) => `Délivré le ${isolated(date)}`,
    issuedUntil: (issued, expires) =>
      `Délivré le ${isolated(issued)} · valable jusqu'au ${isolated(expires)}`,
    number: (number) => `Certificat n° ${isolated(number)}`,
    verify: (url) => `Vérifier : ${isolated(url)}`,
    revokedStamp: 'RÉVOQUÉ',
    revoked: (date, reason) =>
      `Ce certificat a été révoqué le ${isolated(date)}. Motif : ${isolated(reason)}`,
  },
  ar: {
    issuedBy: (issuer) => `صادرة عن ${isolated(issuer)}`,
    issued: (date) => `صدرت في ${isolated(date)}`,
    issuedUntil: (issued, expires) => `صدرت في ${isolated(issued)} · صالحة حتى ${isolated(expires)}`,
    number: (number) => `رقم الشهادة ${isolated(number)}`,
    verify: (url) => `للتحقق: ${isolated(url)}`,
    revokedStamp: 'ملغاة',
    revoked: (date, reason) => `أُلغيت هذه الشهادة في ${isolated(date)}. السبب: ${isolated(reason)}`,
  },
};
