// Certificate files: one PDF, or several PDFs in one ZIP (fflate, plain JavaScript like pdf-lib). PDFs are kept
// once made (certificate-pdf-cache.ts) and drawn by the host's renderer; a learner may download only so many in a
// while, so one account cannot keep the renderer busy for everyone.
import { zipSync } from 'fflate';
import { LmsError, certificateLocale, type Certificate, type CertificateFile } from '@lms/core';
import type { Caller, DomainContext } from '../context';
import { enforceRateLimit, type RateLimitRule } from '../rate-limit';
import { fromBase64Url, toBase64 } from '../platform/random';
import { withImages } from './certificate-rows';
import { certificatePdfBase64 } from './certificate-pdf-cache';
import { getCertificate } from './certificate-queries';

/** Downloads per account: generous for a person (a few certificates, a few times), tight for a script. */
export const CERTIFICATE_DOWNLOAD_LIMIT: RateLimitRule = { limit: 30, windowMs: 10 * 60_000 };

const safeName = (certificate: Certificate) =>
  `certificate-${certificate.number}.pdf`.replace(/[^A-Za-z0-9._-]/g, '-');

/** The learner's language, which the certificate is printed in (en-US when the account is gone). */
async function localeOf(ctx: DomainContext, uid: string) {
  const user = await ctx.db
    .selectFrom('users')
    .select('pref_language')
    .where('uid', '=', uid)
    .executeTakeFirst();
  return certificateLocale(user?.pref_language);
}

export async function certificatePdfFile(
  ctx: DomainContext,
  caller: Caller,
  id: string,
): Promise<CertificateFile> {
  const certificate = await getCertificate(ctx, caller, id);
  await enforceRateLimit(
    ctx,
    `certificate-pdf:${caller.uid}`,
    CERTIFICATE_DOWNLOAD_LIMIT,
    'functions/resource-exhausted',
  );
  const base64 = await certificatePdfBase64(ctx, certificate, await localeOf(ctx, certificate.userId));
  return { fileName: safeName(certificate), contentType: 'application/pdf', base64 };
}

export async function certificatesZipFile(
  ctx: DomainContext,
  caller: Caller,
  ids: string[],
): Promise<CertificateFile> {
  const unique = [...new Set(ids)];
  const rows = await ctx.db.selectFrom('certificates').selectAll().where('id', 'in', unique).execute();
  if (rows.length !== unique.length) {
    const found = new Set(rows.map((row) => row.id));
    throw new LmsError('functions/not-found', 'Some of these certificates do not exist.', {
      certificateIds: unique.filter((id) => !found.has(id)),
    });
  }
  await enforceRateLimit(
    ctx,
    `certificate-pdf:${caller.uid}`,
    CERTIFICATE_DOWNLOAD_LIMIT,
    'functions/resource-exhausted',
  );
  const files: Record<string, Uint8Array> = {};
  // One after another: each new PDF is the renderer's work, and a ZIP of 50 must not crowd out other downloads.
  for (const certificate of await withImages(ctx, rows)) {
    const base64 = await certificatePdfBase64(ctx, certificate, await localeOf(ctx, certificate.userId));
    files[safeName(certificate)] = fromBase64Url(base64);
  }
  const day = new Date(ctx.now()).toISOString().slice(0, 10);
  return {
    fileName: `certificates-${day}.zip`,
    contentType: 'application/zip',
    base64: toBase64(zipSync(files, { level: 0 })),
  };
}
