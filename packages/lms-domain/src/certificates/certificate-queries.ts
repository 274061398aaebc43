// Reading and acting on issued certificates: a learner's own, an admin's list (search, filters, pages, CSV),
// revocation (the record stays) and reissue (a new cycle; the old one is revoked as replaced).
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import {
  LmsError,
  certificateReferenceOf,
  toCsv,
  type CertificateReference,
  type AdminCertificateListInput,
  type Certificate,
  type CertificateStatus,
  type CertificateVerification,
} from '@lms/core';
import type { Caller, DomainContext } from '../context';
import type { CertificatesTable, Database } from '../db/schema';
import { verificationOf, withImages } from './certificate-rows';
import { insertCertificate, issueMissingCertificates, latestCertificate } from './issue';

export async function findCertificateRow(ctx: DomainContext, id: string): Promise<CertificatesTable> {
  const row = await ctx.db.selectFrom('certificates').selectAll().where('id', '=', id).executeTakeFirst();
  if (row === undefined) throw new LmsError('functions/not-found', 'There is no such certificate.');
  return row;
}

/** A learner reads only their own certificates; another's is answered as missing, so ids reveal nothing. */
export async function readableCertificateRow(
  ctx: DomainContext,
  caller: Caller,
  id: string,
): Promise<CertificatesTable> {
  const row = await ctx.db.selectFrom('certificates').selectAll().where('id', '=', id).executeTakeFirst();
  if (row === undefined || (!caller.admin && row.user_id !== caller.uid))
    throw new LmsError('functions/not-found', 'There is no such certificate.');
  return row;
}

export async function getCertificate(ctx: DomainContext, caller: Caller, id: string): Promise<Certificate> {
  const [certificate] = await withImages(ctx, [await readableCertificateRow(ctx, caller, id)]);
  return certificate as Certificate;
}

export async function listMyCertificates(
  ctx: DomainContext,
  caller: Caller,
): Promise<{ items: Certificate[] }> {
  // A completion whose issuing failed, or happened before its template existed, is settled here.
  await issueMissingCertificates(ctx, caller.uid);
  const rows = await ctx.db
    .selectFrom('certificates')
    .selectAll()
    .where('user_id', '=', caller.uid)
    .orderBy('issued_at', 'desc')
    .orderBy('id')
    .execute();
  return { items: await withImages(ctx, rows) };
}

/** The public record of the certificate a verification code or a printed number (as typed) names. */
export async function verifyCertificate(ctx: DomainContext, code: string): Promise<CertificateVerification> {
  const row = await certificateByReference(ctx, certificateReferenceOf(code));
  if (row === undefined)
    throw new LmsError('functions/not-found', 'No certificate has this number or verification code.', {
      reason: 'unknown-code',
    });
  return verificationOf(ctx, row);
}

function certificateByReference(ctx: DomainContext, reference: CertificateReference | null) {
  if (reference === null) return Promise.resolve(undefined);
  const query = ctx.db.selectFrom('certificates').selectAll();
  return (
    reference.kind === 'code'
      ? query.where('verification_code', '=', reference.code)
      : query.where('number', '=', reference.number)
  ).executeTakeFirst();
}

function statusFilter(now: number, status: CertificateStatus) {
  return (eb: ExpressionBuilder<Database, 'certificates'>) => {
    if (status === 'revoked') return eb('revoked_at', 'is not', null);
    const live = eb('revoked_at', 'is', null);
    if (status === 'expired') return eb.and([live, eb('expires_at', '<=', now)]);
    return eb.and([live, eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)])]);
  };
}

type Filters = Omit<AdminCertificateListInput, 'page' | 'pageSize'>;

function filtered(
  ctx: DomainContext,
  filters: Filters,
): SelectQueryBuilder<Database, 'certificates', object> {
  let query = ctx.db.selectFrom('certificates');
  if (filters.courseId !== undefined) query = query.where('course_id', '=', filters.courseId);
  if (filters.status !== undefined) query = query.where(statusFilter(ctx.now(), filters.status));
  const search = filters.search?.trim().toLowerCase();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const like = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    query = query.where((eb) =>
      eb.or([like('learner_name'), like('learner_email'), like('course_title'), like('number')]),
    );
  }
  return query;
}

export async function adminListCertificates(ctx: DomainContext, input: AdminCertificateListInput) {
  const base = filtered(ctx, input);
  const { total } = await base
    .select(({ fn }) => fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('issued_at', 'desc')
    .orderBy('id')
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .execute();
  return {
    items: await withImages(ctx, rows),
    total: Number(total),
    page: input.page,
    pageSize: input.pageSize,
  };
}

const CSV_HEADER = [
  'Number',
  'Learner',
  'E-mail',
  'Course',
  'Issued',
  'Expires',
  'Status',
  'Revoked',
  'Reason',
  'Verification URL',
];

/** Every matching certificate as CSV (lms-core's toCsv, the writer of every export), newest first. */
export async function exportCertificatesCsv(ctx: DomainContext, filters: Filters) {
  const rows = await filtered(ctx, filters).selectAll().orderBy('issued_at', 'desc').orderBy('id').execute();
  const certificates = await withImages(ctx, rows);
  const csv = toCsv(
    CSV_HEADER,
    certificates.map((c) => [
      c.number,
      c.learnerName,
      c.learnerEmail,
      c.courseTitle,
      c.issuedAt,
      c.expiresAt,
      c.status,
      c.revokedAt,
      c.revokedReason,
      c.verificationUrl,
    ]),
  );
  const day = new Date(ctx.now()).toISOString().slice(0, 10);
  return { fileName: `certificates-${day}.csv`, csv, rows: certificates.length };
}

export async function revokeCertificate(
  ctx: DomainContext,
  id: string,
  reason: string,
): Promise<Certificate> {
  const row = await findCertificateRow(ctx, id);
  if (row.revoked_at !== null)
    throw new LmsError('functions/invalid-argument', 'This certificate is already revoked.', {
      reason: 'already-revoked',
    });
  await ctx.db
    .updateTable('certificates')
    .set({ revoked_at: ctx.now(), revoked_reason: reason })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
  const [certificate] = await withImages(ctx, [await findCertificateRow(ctx, id)]);
  return certificate as Certificate;
}

async function templateRow(ctx: DomainContext, templateId: string) {
  const template = await ctx.db
    .selectFrom('certificate_templates')
    .selectAll()
    .where('id', '=', templateId)
    .executeTakeFirst();
  if (template === undefined)
    throw new LmsError('functions/not-found', 'There is no such certificate template.');
  return template;
}

/** A new certificate from today's template and learner name, in the next cycle; the one it replaces is revoked. */
export async function reissueCertificate(ctx: DomainContext, id: string): Promise<Certificate> {
  const old = await findCertificateRow(ctx, id);
  const latest = await latestCertificate(ctx, old.user_id, old.course_id, old.template_id);
  if (latest !== undefined && latest.id !== old.id)
    throw new LmsError('functions/invalid-argument', 'A newer certificate already replaces this one.', {
      reason: 'superseded',
      certificateId: latest.id,
    });
  const template = await templateRow(ctx, old.template_id);
  const result = await insertCertificate(ctx, {
    uid: old.user_id,
    courseId: old.course_id,
    template,
    cycle: old.cycle + 1,
    origin: 'reissue',
  });
  await ctx.db
    .updateTable('certificates')
    .set({ revoked_at: ctx.now(), revoked_reason: `Replaced by certificate ${result.row.number}` })
    .where('id', '=', old.id)
    .where('revoked_at', 'is', null)
    .execute();
  const [certificate] = await withImages(ctx, [result.row]);
  return certificate as Certificate;
}

/** An admin's manual issue: created unless the learner holds a certificate of this template that is still valid. */
export async function adminIssueCertificate(
  ctx: DomainContext,
  input: { userId: string; courseId: string; templateId: string },
): Promise<{ created: boolean; certificate: Certificate }> {
  const template = await templateRow(ctx, input.templateId);
  const latest = await latestCertificate(ctx, input.userId, input.courseId, input.templateId);
  const now = ctx.now();
  const stillValid =
    latest !== undefined &&
    latest.revoked_at === null &&
    (latest.expires_at === null || Number(latest.expires_at) > now);
  const result = stillValid
    ? { created: false, row: latest }
    : await insertCertificate(ctx, {
        uid: input.userId,
        courseId: input.courseId,
        template,
        cycle: (latest?.cycle ?? 0) + 1,
        origin: 'admin',
      });
  const [certificate] = await withImages(ctx, [result.row]);
  return { created: result.created, certificate: certificate as Certificate };
}
