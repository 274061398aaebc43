// The platform's settings on the wire (issue 21, part 4): one schema per section, each saved on its own. Stored
// in the database and read on every request, so a change applies at once on every server copy.
import { z } from 'zod';
import { SITE_THEME_TOKENS, checkSiteTheme, type SiteThemeToken } from '../../theme/site-theme';
import { isUserSettableUrl, USER_URL_MESSAGE } from '../../validation/user-url';
import { isCertificateImageDataUrl } from './certificates';
import { SITE_LANGUAGES } from './site-languages';

export { SITE_LANGUAGES, type SiteLanguage } from './site-languages';
export const SETTINGS_SECTIONS = [
  'site',
  'appearance',
  'language',
  'signIn',
  'notifications',
  'certificateIssuer',
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];
/** E-mails an administrator may switch off; account e-mails (reset, verification) are always sent. */
export const OPTIONAL_EMAILS = ['welcome', 'certificateIssued', 'supportUpdates'] as const;
export type OptionalEmail = (typeof OPTIONAL_EMAILS)[number];

const text = (max: number, empty: string) => z.string().trim().min(1, empty).max(max);
// No transforms (the OpenAPI document describes these schemas): a form sends null for an empty field.
const urlOrNull = z.string().trim().max(2000).refine(isUserSettableUrl, USER_URL_MESSAGE).nullable();
const emailOrNull = z
  .string()
  .trim()
  .toLowerCase()
  .max(320)
  .pipe(z.email('Enter a valid e-mail address.'))
  .nullable();

export const siteSectionSchema = z
  .object({
    siteName: text(80, 'Give the site a name.'),
    logoUrl: urlOrNull,
    supportEmail: emailOrNull,
    /** Spec `{product}`: what is taught, in the singular (paths and texts use it). */
    productNoun: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z][a-z-]{1,29}$/, 'Use 2 to 30 lowercase letters (a hyphen allowed), such as course.'),
  })
  .strict();

export const appearanceSectionSchema = z
  .object({
    /** Only the colours that differ from the spec's defaults; an empty object is the default theme. */
    colors: z
      .partialRecord(z.enum(SITE_THEME_TOKENS), z.string().trim().toLowerCase())
      .superRefine((colors, refinement) => {
        const problems = checkSiteTheme(colors);
        for (const [token, problem] of Object.entries(problems)) {
          refinement.addIssue({
            code: 'custom',
            path: [token],
            message:
              problem.kind === 'format'
                ? 'Use a colour such as #00796b.'
                : problem.kind === 'unreadable-text'
                  ? `Text on this colour would not be readable (contrast ${problem.ratio}:1, at least 4.5:1 needed).`
                  : `This colour is not readable on the page background ${problem.against} (contrast ${problem.ratio}:1, at least 4.5:1 needed).`,
            params: { reason: problem.kind },
          });
        }
      }),
  })
  .strict();

export const languageSectionSchema = z.object({ defaultLanguage: z.enum(SITE_LANGUAGES) }).strict();

export const passwordPolicySchema = z
  .object({
    minLength: z.number().int().min(6, 'At least 6 (the spec’s minimum).').max(4096),
    maxLength: z.number().int().min(6).max(4096).nullable(),
    requireLowercase: z.boolean(),
    requireUppercase: z.boolean(),
    requireNumeric: z.boolean(),
    requireNonAlphanumeric: z.boolean(),
  })
  .strict()
  .refine((policy) => policy.maxLength === null || policy.maxLength >= policy.minLength, {
    path: ['maxLength'],
    message: 'The maximum length cannot be below the minimum.',
  });

export const signInSectionSchema = z
  .object({
    /** Whether the Google and Microsoft popups are offered (only when the server is configured for them). */
    offerGoogle: z.boolean(),
    offerMicrosoft: z.boolean(),
    passwordPolicy: passwordPolicySchema,
  })
  .strict();

export const notificationsSectionSchema = z
  .object({
    emails: z.object({ welcome: z.boolean(), certificateIssued: z.boolean(), supportUpdates: z.boolean() }),
  })
  .strict();

export const certificateIssuerSectionSchema = z
  .object({
    /** Empty: the site's name (the site section's), as badges and certificates both say. */
    name: z.string().trim().max(120),
    url: urlOrNull,
    /** An address, or an uploaded PNG/JPEG as a data URL: only that one is embedded in the PDF (no server fetch). */
    logoUrl: z
      .string()
      .trim()
      .refine(
        (value) => isCertificateImageDataUrl(value) || (value.length <= 2000 && isUserSettableUrl(value)),
        'Use an https address, a path on this site starting with "/", or a PNG or JPEG under 300 KB.',
      )
      .nullable(),
  })
  .strict();

export const settingsSectionSchemas = {
  site: siteSectionSchema,
  appearance: appearanceSectionSchema,
  language: languageSectionSchema,
  signIn: signInSectionSchema,
  notifications: notificationsSectionSchema,
  certificateIssuer: certificateIssuerSectionSchema,
} as const;

export type SiteSection = z.output<typeof siteSectionSchema>;
export type AppearanceSection = z.output<typeof appearanceSectionSchema>;
export type LanguageSection = z.output<typeof languageSectionSchema>;
export type SignInSection = z.output<typeof signInSectionSchema>;
export type NotificationsSection = z.output<typeof notificationsSectionSchema>;
export type CertificateIssuerSection = z.output<typeof certificateIssuerSectionSchema>;
export type SettingsValues = { [S in SettingsSection]: z.output<(typeof settingsSectionSchemas)[S]> };

export const saveSettingsSectionInputSchema = z.discriminatedUnion('section', [
  z.object({ section: z.literal('site'), values: siteSectionSchema }).strict(),
  z.object({ section: z.literal('appearance'), values: appearanceSectionSchema }).strict(),
  z.object({ section: z.literal('language'), values: languageSectionSchema }).strict(),
  z.object({ section: z.literal('signIn'), values: signInSectionSchema }).strict(),
  z.object({ section: z.literal('notifications'), values: notificationsSectionSchema }).strict(),
  z.object({ section: z.literal('certificateIssuer'), values: certificateIssuerSectionSchema }).strict(),
]);

const sectionsOutput = z.object({
  site: siteSectionSchema,
  appearance: appearanceSectionSchema,
  language: languageSectionSchema,
  signIn: signInSectionSchema,
  notifications: notificationsSectionSchema,
  certificateIssuer: certificateIssuerSectionSchema,
});

export const adminSettingsSchema = z.object({
  values: sectionsOutput,
  /** Which sections were saved (the others show their defaults); when and by whom. */
  saved: z.partialRecord(z.enum(SETTINGS_SECTIONS), z.object({ at: z.string(), by: z.string().nullable() })),
  /** What the server itself was given: whether each popup provider has credentials. */
  configured: z.object({ google: z.boolean(), microsoft: z.boolean() }),
  /** Increases with every save: any server copy knows at once whether what it rendered is current. */
  version: z.number().int(),
});
export type AdminSettings = z.output<typeof adminSettingsSchema>;

/** What every page may know (no e-mail policy, no issuer): the first page and the sign-in forms read it. */
export const publicSiteSettingsSchema = z.object({
  siteName: z.string(),
  logoUrl: z.string().nullable(),
  supportEmail: z.string().nullable(),
  productNoun: z.string(),
  colors: z.partialRecord(z.enum(SITE_THEME_TOKENS), z.string()),
  defaultLanguage: z.enum(SITE_LANGUAGES),
  version: z.number().int(),
});
export type PublicSiteSettings = z.output<typeof publicSiteSettingsSchema>;
export type { SiteThemeToken };
