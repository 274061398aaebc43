// Certificates: templates (admins), issued certificates (the learner's own, every one for admins) and what the
// public verification page shows. Times are ISO strings; images are small PNG/JPEG data URLs kept with the template,
// so every host can draw them on screen and into the PDF without a file store.
import { z } from 'zod';
import { unknownCertificatePlaceholders } from '../../certificates/certificate-text';
import { hexColor } from '../../validation/color';
import { pageSchema } from './course';

/** About 300 KB of image: a logo, a signature or a light background; larger images bloat every PDF. */
export const CERTIFICATE_IMAGE_MAX_CHARS = 400_000;
const IMAGE_DATA_URL = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/;

/** A PNG or JPEG data URL small enough to embed in a certificate PDF (template images, the issuer's logo). */
export function isCertificateImageDataUrl(value: string): boolean {
  return value.length <= CERTIFICATE_IMAGE_MAX_CHARS && IMAGE_DATA_URL.test(value);
}

const imageSchema = z
  .string()
  .max(CERTIFICATE_IMAGE_MAX_CHARS, 'The image is too large: use one under 300 KB.')
  .regex(IMAGE_DATA_URL, 'Use a PNG or JPEG image.')
  .nullable();

const colorSchema = z.string().refine((value) => hexColor(value).ok, {
  message: 'Enter a hex color as #rgb or #rrggbb, for example #1a7f64.',
});

const placeholderText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .superRefine((text, check) => {
      const unknown = unknownCertificatePlaceholders(text);
      if (unknown.length > 0)
        check.addIssue({
          code: 'custom',
          message: `Unknown placeholder: ${unknown.map((name) => `{{${name}}}`).join(', ')}.`,
        });
    });

export const certificateOrientationSchema = z.enum(['landscape', 'portrait']);
export const certificateStatusSchema = z.enum(['valid', 'expired', 'revoked']);

/** What an admin edits: the design, the courses that issue it and how long a certificate stays valid. */
export const certificateTemplateInputSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    title: placeholderText(160),
    body: placeholderText(2000),
    signerName: z.string().trim().max(120).default(''),
    signerTitle: z.string().trim().max(120).default(''),
    primaryColor: colorSchema,
    accentColor: colorSchema,
    orientation: certificateOrientationSchema,
    logo: imageSchema.default(null),
    signature: imageSchema.default(null),
    background: imageSchema.default(null),
    /** Null: never expires. */
    validityDays: z.number().int().min(1).max(36_500).nullable(),
    courseIds: z.array(z.string().min(1).max(128)).max(500),
    active: z.boolean().default(true),
  })
  .strict();

export const certificateDesignSchema = z.object({
  title: z.string(),
  body: z.string(),
  signerName: z.string(),
  signerTitle: z.string(),
  primaryColor: z.string(),
  accentColor: z.string(),
  orientation: certificateOrientationSchema,
  logo: z.string().nullable(),
  signature: z.string().nullable(),
  background: z.string().nullable(),
});

export const certificateTemplateSchema = certificateTemplateInputSchema.extend({
  id: z.string(),
  signerName: z.string(),
  signerTitle: z.string(),
  logo: z.string().nullable(),
  signature: z.string().nullable(),
  background: z.string().nullable(),
  active: z.boolean(),
  issuedCount: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** The settings' issuer profile as certificates show it: the name is never empty (the host name stands in). */
export const certificateIssuerSchema = z.object({
  name: z.string(),
  url: z.string().nullable(),
  logoUrl: z.string().nullable(),
});

/** One issued certificate, as its learner and admins see it: the texts filled in, the design to draw it with. */
export const certificateSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: certificateStatusSchema,
  learnerName: z.string(),
  learnerEmail: z.string(),
  userId: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  templateId: z.string(),
  issuedAt: z.string(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
  hours: z.string(),
  grade: z.string(),
  /** How it came: the learner completed the course, an admin issued it, or it replaced an earlier one. */
  origin: z.enum(['completion', 'admin', 'reissue']),
  verificationUrl: z.string(),
  linkedInUrl: z.string(),
  design: certificateDesignSchema,
  /** Who issues it, as the settings say today (drawn on the PDF; not a record kept with the certificate). */
  issuer: certificateIssuerSchema,
});

/** What anyone holding the verification link sees: no e-mail, no internal ids. */
export const certificateVerificationSchema = z.object({
  number: z.string(),
  status: certificateStatusSchema,
  learnerName: z.string(),
  courseTitle: z.string(),
  /** The issuer's name (the settings' issuer profile, else the site's host name). */
  issuer: z.string(),
  issuerUrl: z.string().nullable(),
  /** An address or an uploaded PNG/JPEG data URL. */
  issuerLogoUrl: z.string().nullable(),
  issuedAt: z.string(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
});

export const certificateFileSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  /** The file's bytes, base64: the callable protocol carries JSON. */
  base64: z.string(),
});

export const adminCertificateListInputSchema = z
  .object({
    search: z.string().trim().max(200).optional(),
    courseId: z.string().min(1).max(128).optional(),
    status: certificateStatusSchema.optional(),
    page: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  })
  .strict();

export const certificatePageSchema = pageSchema(certificateSchema);

export type CertificateTemplateInput = z.input<typeof certificateTemplateInputSchema>;
export type CertificateTemplate = z.output<typeof certificateTemplateSchema>;
export type CertificateDesign = z.output<typeof certificateDesignSchema>;
export type Certificate = z.output<typeof certificateSchema>;
export type CertificateVerification = z.output<typeof certificateVerificationSchema>;
export type CertificateIssuer = z.output<typeof certificateIssuerSchema>;
export type CertificateFile = z.output<typeof certificateFileSchema>;
export type AdminCertificateListInput = z.output<typeof adminCertificateListInputSchema>;
