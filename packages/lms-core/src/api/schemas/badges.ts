// Badges: what admins define (texts, image, award rule), each award as its learner and admins see it, and the
// public badge page. The image is a small PNG or SVG data URL kept with the badge: it is only ever drawn through
// <img> (where an SVG's scripts never run) and embedded in the Open Badges credential, never served as a page.
import { z } from 'zod';
import { pageSchema } from './course';

/** About 200 KB of image: a badge is drawn small, and every credential embeds it. */
export const BADGE_IMAGE_MAX_CHARS = 280_000;
const BADGE_IMAGE = /^data:image\/(png|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/;

export const badgeImageSchema = z
  .string()
  .max(BADGE_IMAGE_MAX_CHARS, 'The image is too large: use one under 200 KB.')
  .regex(BADGE_IMAGE, 'Use a PNG or SVG image.');

const id = z.string().min(1).max(128);

/** How a badge is earned. Every rule but "manual" is checked on the events that can satisfy it. */
export const badgeRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('course-completed'), courseId: id }).strict(),
  z
    .object({
      kind: z.literal('category-courses'),
      category: z.string().trim().min(1).max(120),
      count: z.number().int().min(1).max(500),
    })
    .strict(),
  z
    .object({
      kind: z.literal('quiz-score'),
      courseId: id,
      lessonId: id,
      minScore: z.number().int().min(0).max(100),
    })
    .strict(),
  z.object({ kind: z.literal('action-plan-finished'), courseId: id }).strict(),
  z.object({ kind: z.literal('certificate-earned'), courseId: id }).strict(),
  z.object({ kind: z.literal('manual') }).strict(),
]);
export type BadgeRule = z.infer<typeof badgeRuleSchema>;
export type BadgeRuleKind = BadgeRule['kind'];
export const BADGE_RULE_KINDS = [
  'course-completed',
  'category-courses',
  'quiz-score',
  'action-plan-finished',
  'certificate-earned',
  'manual',
] as const satisfies readonly BadgeRuleKind[];

/** The longest validity a badge may give, per unit: ten years. */
export const BADGE_VALIDITY_MAX = { days: 3650, months: 120 } as const;
export const BADGE_VALIDITY_UNITS = ['days', 'months'] as const;

/** How long an award stays valid after it is awarded (OB 3.0 / VC `validUntil`); null on a badge: no limit. */
export const badgeValiditySchema = z
  .object({
    amount: z.number({ error: 'Use a whole number.' }).int('Use a whole number.').min(1, 'Use at least 1.'),
    unit: z.enum(BADGE_VALIDITY_UNITS),
  })
  .strict()
  .refine((validity) => validity.amount <= BADGE_VALIDITY_MAX[validity.unit], {
    message: 'A badge can stay valid for ten years at most.',
    path: ['amount'],
  });
export type BadgeValidity = z.infer<typeof badgeValiditySchema>;

export const badgeInputSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    description: z.string().trim().min(1).max(1000),
    criteria: z.string().trim().min(1).max(2000),
    image: badgeImageSchema,
    rule: badgeRuleSchema,
    active: z.boolean().default(true),
    /** Absent or null: awards never expire. A change applies to later awards only. */
    validity: badgeValiditySchema.nullable().default(null),
  })
  .strict();

export const badgeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  criteria: z.string(),
  image: z.string(),
  rule: badgeRuleSchema,
  active: z.boolean(),
  validity: badgeValiditySchema.nullable(),
  holderCount: z.number().int().min(0),
  /** The Open Badges Achievement's public JSON. */
  achievementUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** The baked image formats: PNG (an iTXt chunk) and SVG (an openbadges:credential element), OB 3.0 baking. */
export const BAKED_BADGE_FORMATS = ['png', 'svg'] as const;
export const bakedBadgeFormatSchema = z.enum(BAKED_BADGE_FORMATS);
export type BakedBadgeFormat = z.infer<typeof bakedBadgeFormatSchema>;

/** A baked badge image: the badge's picture holding the signed credential, as base64. */
export const bakedBadgeImageSchema = z.object({
  fileName: z.string(),
  contentType: z.enum(['image/png', 'image/svg+xml']),
  base64: z.string(),
});

/** Revoked wins over expired: a revoked award says revoked whatever its end. */
export const badgeAwardStatusSchema = z.enum(['valid', 'expired', 'revoked']);

/** One award, as its learner and admins see it. */
export const badgeAwardSchema = z.object({
  id: z.string(),
  status: badgeAwardStatusSchema,
  userId: z.string(),
  learnerName: z.string(),
  learnerEmail: z.string(),
  badge: z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    criteria: z.string(),
    image: z.string(),
  }),
  /** The rule satisfied it, or an admin awarded it. */
  origin: z.enum(['rule', 'admin']),
  awardedAt: z.string(),
  /** When the award stops being valid (its credential's validUntil); null: never. */
  validUntil: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
  /** The page anyone may open (no sign-in). */
  publicUrl: z.string(),
  /** The baked images this award can be downloaded as (PNG only when the badge's picture is a PNG). */
  bakedImageFormats: z.array(bakedBadgeFormatSchema),
});

/** What anyone with the public link sees: no e-mail, no internal ids. */
export const publicBadgeSchema = z.object({
  status: badgeAwardStatusSchema,
  learnerName: z.string(),
  badgeName: z.string(),
  description: z.string(),
  criteria: z.string(),
  image: z.string(),
  issuer: z.string(),
  awardedAt: z.string(),
  validUntil: z.string().nullable(),
  revokedAt: z.string().nullable(),
  achievementUrl: z.string(),
  credentialUrl: z.string(),
});

export const badgeCredentialFileSchema = z.object({
  fileName: z.string(),
  /** The signed OpenBadgeCredential, as JSON text. */
  json: z.string(),
});

/** Which awards of a badge: by status, and by a part of the learner's name or e-mail address. */
export const badgeHoldersFilterSchema = z
  .object({
    badgeId: id,
    status: badgeAwardStatusSchema.optional(),
    search: z.string().trim().max(200).optional(),
  })
  .strict();

export const badgeHoldersInputSchema = z
  .object({
    badgeId: id,
    status: badgeAwardStatusSchema.optional(),
    search: z.string().trim().max(200).optional(),
    page: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  })
  .strict();

export const badgeHolderPageSchema = pageSchema(badgeAwardSchema);

export const badgeHoldersCsvSchema = z.object({
  fileName: z.string(),
  csv: z.string(),
  rows: z.number().int(),
});

export type BadgeInput = z.infer<typeof badgeInputSchema>;
export type Badge = z.infer<typeof badgeSchema>;
export type BadgeAward = z.infer<typeof badgeAwardSchema>;
export type PublicBadge = z.infer<typeof publicBadgeSchema>;
