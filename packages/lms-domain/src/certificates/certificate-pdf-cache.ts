// A certificate's PDF is made once and kept (table certificate_pdfs): it changes only when something it prints
// does. The key is a digest of exactly what is printed (the issued texts, the template's images, the issuer's
// name, address and logo, the learner's language, the revocation) and of the layout's version, so a reissue, a
// revocation, a new issuer logo or a changed template image each make a new PDF on the next download, with no
// event to remember; the learner's e-mail, the LinkedIn link and a status computed from the clock are left out.
import type { Certificate, SiteLanguage } from '@lms/core';
import type { DomainContext } from '../context';
import { digest, toHex, toBase64 } from '../platform/random';
import { rendererOf } from './certificate-pdf-renderer';

/** Raise when the drawing changes (layout, fonts, wording): every kept PDF is then made again once. */
export const CERTIFICATE_PDF_LAYOUT = 2;

export async function printKey(certificate: Certificate, locale: SiteLanguage): Promise<string> {
  const printed = {
    layout: CERTIFICATE_PDF_LAYOUT,
    locale,
    number: certificate.number,
    learnerName: certificate.learnerName,
    courseTitle: certificate.courseTitle,
    issuedAt: certificate.issuedAt,
    expiresAt: certificate.expiresAt,
    revokedAt: certificate.revokedAt,
    revokedReason: certificate.revokedReason,
    verificationUrl: certificate.verificationUrl,
    design: certificate.design,
    issuer: certificate.issuer,
  };
  return toHex(await digest('SHA-256', JSON.stringify(printed)));
}

/** The certificate's PDF as base64: the kept one when it prints the same, else a new one, which is kept. */
export async function certificatePdfBase64(
  ctx: DomainContext,
  certificate: Certificate,
  locale: SiteLanguage,
): Promise<string> {
  const key = await printKey(certificate, locale);
  const kept = await ctx.db
    .selectFrom('certificate_pdfs')
    .select(['print_key', 'pdf'])
    .where('certificate_id', '=', certificate.id)
    .executeTakeFirst();
  if (kept !== undefined && kept.print_key === key) return kept.pdf;
  const pdf = toBase64(await rendererOf(ctx).render({ certificate, locale }));
  const row = { certificate_id: certificate.id, print_key: key, pdf, created_at: ctx.now() };
  // Two first downloads at once both draw; the last write wins and both answers are right.
  await ctx.db
    .insertInto('certificate_pdfs')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('certificate_id').doUpdateSet({ print_key: key, pdf, created_at: row.created_at }),
    )
    .execute();
  return pdf;
}
