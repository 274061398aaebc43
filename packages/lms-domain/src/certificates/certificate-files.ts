// Certificate files: one PDF, or several PDFs in one ZIP (fflate, plain JavaScript like pdf-lib).
import { zipSync } from 'fflate';
import { LmsError, type Certificate, type CertificateFile } from '@lms/core';
import type { Caller, DomainContext } from '../context';
import { toBase64 } from '../platform/random';
import { withImages } from './certificate-rows';
import { certificatePdf } from './certificate-pdf';
import { getCertificate } from './certificate-queries';

function fontsOf(ctx: DomainContext) {
  if (ctx.certificateFonts === undefined)
    throw new LmsError(
      'functions/unimplemented',
      'This host cannot make certificate PDFs: it has no fonts.',
      {
        reason: 'no-fonts',
      },
    );
  return ctx.certificateFonts;
}

const safeName = (certificate: Certificate) =>
  `certificate-${certificate.number}.pdf`.replace(/[^A-Za-z0-9._-]/g, '-');

export async function certificatePdfFile(
  ctx: DomainContext,
  caller: Caller,
  id: string,
): Promise<CertificateFile> {
  const certificate = await getCertificate(ctx, caller, id);
  const bytes = await certificatePdf(certificate, fontsOf(ctx));
  return { fileName: safeName(certificate), contentType: 'application/pdf', base64: toBase64(bytes) };
}

export async function certificatesZipFile(ctx: DomainContext, ids: string[]): Promise<CertificateFile> {
  const unique = [...new Set(ids)];
  const rows = await ctx.db.selectFrom('certificates').selectAll().where('id', 'in', unique).execute();
  if (rows.length !== unique.length) {
    const found = new Set(rows.map((row) => row.id));
    throw new LmsError('functions/not-found', 'Some of these certificates do not exist.', {
      certificateIds: unique.filter((id) => !found.has(id)),
    });
  }
  const fonts = fontsOf(ctx);
  const files: Record<string, Uint8Array> = {};
  // One after another: each PDF is CPU work, and a ZIP of 50 must not starve the host's other requests.
  for (const certificate of await withImages(ctx, rows))
    files[safeName(certificate)] = await certificatePdf(certificate, fonts);
  const day = new Date(ctx.now()).toISOString().slice(0, 10);
  return {
    fileName: `certificates-${day}.zip`,
    contentType: 'application/zip',
    base64: toBase64(zipSync(files, { level: 0 })),
  };
}
