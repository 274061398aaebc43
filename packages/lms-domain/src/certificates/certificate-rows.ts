// Issued certificates: reading rows and turning them into the contract's shape (status, links, design).
import {
  certificateStatus,
  certificateVerificationPath,
  linkedInAddToProfileUrl,
  type Certificate,
  type CertificateDesign,
  type CertificateIssuer,
  type CertificateVerification,
} from '@lms/core';
import type { DomainContext } from '../context';
import type { CertificatesTable } from '../db/schema';
import { issuerNameOf } from '../settings/issuer-name';
import { readSettings } from '../settings/site-settings';

const iso = (at: number) => new Date(at).toISOString();
const isoOrNull = (at: number | null) => (at === null ? null : iso(at));

/** Who issues the certificates: the settings' issuer profile, named as badges name it (`issuerNameOf`). */
export async function certificateIssuer(ctx: DomainContext): Promise<CertificateIssuer> {
  const { values } = await readSettings(ctx);
  const { url, logoUrl } = values.certificateIssuer;
  return { name: issuerNameOf(values), url, logoUrl };
}

export function verificationUrl(ctx: DomainContext, code: string): string {
  return `${ctx.config.publicUrl}${certificateVerificationPath(code)}`;
}

/** The stored design (texts filled in at issue) with the template's images, which are not copied per certificate. */
export interface TemplateImages {
  logo: string | null;
  signature: string | null;
  background: string | null;
}

export function certificateOf(
  ctx: DomainContext,
  row: CertificatesTable,
  images: TemplateImages,
  issuer: CertificateIssuer,
): Certificate {
  const stored = JSON.parse(row.design) as Omit<CertificateDesign, keyof TemplateImages>;
  const url = verificationUrl(ctx, row.verification_code);
  return {
    id: row.id,
    number: row.number,
    status: certificateStatus(
      {
        revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
        expiresAt: numOrNull(row.expires_at),
      },
      ctx.now(),
    ),
    learnerName: row.learner_name,
    learnerEmail: row.learner_email,
    userId: row.user_id,
    courseId: row.course_id,
    courseTitle: row.course_title,
    templateId: row.template_id,
    issuedAt: iso(Number(row.issued_at)),
    expiresAt: isoOrNull(numOrNull(row.expires_at)),
    revokedAt: isoOrNull(numOrNull(row.revoked_at)),
    revokedReason: row.revoked_reason,
    hours: row.hours,
    grade: row.grade,
    origin: row.origin,
    verificationUrl: url,
    linkedInUrl: linkedInAddToProfileUrl({
      // A profile lists certifications by what was achieved: the course, not the template's "Certificate of ...".
      name: row.course_title,
      organizationName: issuer.name,
      issuedAt: iso(Number(row.issued_at)),
      expiresAt: isoOrNull(numOrNull(row.expires_at)),
      certificateNumber: row.number,
      verificationUrl: url,
    }),
    design: { ...stored, ...images },
    issuer,
  };
}

export async function verificationOf(
  ctx: DomainContext,
  row: CertificatesTable,
): Promise<CertificateVerification> {
  return {
    number: row.number,
    status: certificateStatus(
      { revokedAt: numOrNull(row.revoked_at), expiresAt: numOrNull(row.expires_at) },
      ctx.now(),
    ),
    learnerName: row.learner_name,
    courseTitle: row.course_title,
    ...(await verificationIssuer(ctx)),
    issuedAt: iso(Number(row.issued_at)),
    expiresAt: isoOrNull(numOrNull(row.expires_at)),
    revokedAt: isoOrNull(numOrNull(row.revoked_at)),
    revokedReason: row.revoked_reason,
  };
}

async function verificationIssuer(ctx: DomainContext) {
  const { name, url, logoUrl } = await certificateIssuer(ctx);
  return { issuer: name, issuerUrl: url, issuerLogoUrl: logoUrl };
}

/** PostgreSQL's bigint comes back as a string through pg; SQLite gives numbers. */
export function numOrNull(value: number | string | null): number | null {
  return value === null ? null : Number(value);
}

/** Rows with their templates' images, in one query per page. */
export async function withImages(ctx: DomainContext, rows: CertificatesTable[]): Promise<Certificate[]> {
  if (rows.length === 0) return [];
  const templateIds = [...new Set(rows.map((row) => row.template_id))];
  const templates = await ctx.db
    .selectFrom('certificate_templates')
    .select(['id', 'logo', 'signature', 'background'])
    .where('id', 'in', templateIds)
    .execute();
  const byId = new Map(templates.map((t) => [t.id, t]));
  const issuer = await certificateIssuer(ctx);
  return rows.map((row) => {
    const t = byId.get(row.template_id);
    return certificateOf(
      ctx,
      row,
      {
        logo: t?.logo ?? null,
        signature: t?.signature ?? null,
        background: t?.background ?? null,
      },
      issuer,
    );
  });
}
