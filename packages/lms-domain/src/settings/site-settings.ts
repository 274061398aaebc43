// The platform's settings: each section stored as one row (016-site-settings), read from the database on every
// use (no copy kept in memory), so a save applies at once to every page and every server copy. A section never
// saved reads as its defaults, some of which come from the server's configuration (the password policy).
import {
  LmsError,
  SETTINGS_SECTIONS,
  settingsSectionSchemas,
  type AdminSettings,
  type OperationInput,
  type PasswordPolicy,
  type PublicSiteSettings,
  type SettingsSection,
  type SettingsValues,
} from '@lms/core';
import type { Caller, DomainContext } from '../context';

export type SettingsReader = Pick<DomainContext, 'db' | 'config' | 'log'>;

/** What a fresh installation shows: the spec's defaults and the server's own configuration. */
export function defaultSettings(config: DomainContext['config']): SettingsValues {
  const policy = config.passwordPolicy;
  return {
    site: {
      siteName: 'Learning Platform',
      logoUrl: null,
      supportEmail: config.adminEmail,
      productNoun: 'course',
    },
    appearance: { colors: {} },
    language: { defaultLanguage: 'en-US' },
    signIn: {
      offerGoogle: true,
      offerMicrosoft: true,
      passwordPolicy: {
        minLength: policy.minLength,
        maxLength: policy.maxLength ?? null,
        requireLowercase: policy.requireLowercase,
        requireUppercase: policy.requireUppercase,
        requireNumeric: policy.requireNumeric,
        requireNonAlphanumeric: policy.requireNonAlphanumeric,
      },
    },
    notifications: { emails: { welcome: true, certificateIssued: true, supportUpdates: true } },
    certificateIssuer: { name: '', url: null, logoUrl: null },
  };
}

export interface StoredSettings {
  values: SettingsValues;
  saved: AdminSettings['saved'];
  version: number;
}

const iso = (at: number) => new Date(at).toISOString();

/**
 * Every section, stored or default. A stored section that no longer parses (a later release tightened a rule) is
 * logged and read as its defaults rather than breaking every page.
 */
export async function readSettings(ctx: SettingsReader): Promise<StoredSettings> {
  const rows = await ctx.db.selectFrom('site_settings').selectAll().execute();
  const values = defaultSettings(ctx.config);
  const saved: AdminSettings['saved'] = {};
  let version = 0;
  for (const row of rows) {
    version = Math.max(version, Number(row.version));
    const section = row.section as SettingsSection;
    if (!SETTINGS_SECTIONS.includes(section)) continue;
    const parsed = settingsSectionSchemas[section].safeParse(JSON.parse(row.value));
    if (!parsed.success) {
      ctx.log.warn(
        { section, issues: parsed.error.issues },
        'Stored settings section no longer valid; defaults used',
      );
      continue;
    }
    (values as Record<SettingsSection, unknown>)[section] = parsed.data;
    saved[section] = { at: iso(Number(row.updated_at)), by: row.updated_by };
  }
  return { values, saved, version };
}

export async function adminSettings(ctx: DomainContext): Promise<AdminSettings> {
  const { values, saved, version } = await readSettings(ctx);
  return {
    values,
    saved,
    version,
    configured: {
      google: ctx.config.oidc.google !== undefined,
      microsoft: ctx.config.oidc.microsoft !== undefined,
    },
  };
}

/** Saves one section (its values were parsed by the contract's schema) and bumps the version. */
export async function saveSection(
  ctx: DomainContext,
  caller: Caller,
  input: OperationInput<'saveSettingsSection'>,
): Promise<AdminSettings> {
  const values = settingsSectionSchemas[input.section].parse(input.values);
  await ctx.db.transaction().execute(async (trx) => {
    const top = await trx
      .selectFrom('site_settings')
      .select((eb) => eb.fn.max('version').as('version'))
      .executeTakeFirst();
    const version = Number(top?.version ?? 0) + 1;
    const row = {
      value: JSON.stringify(values),
      version,
      updated_at: ctx.now(),
      updated_by: caller.uid,
    };
    await trx
      .insertInto('site_settings')
      .values({ section: input.section, ...row })
      .onConflict((conflict) => conflict.column('section').doUpdateSet(row))
      .execute();
  });
  ctx.log.info({ section: input.section, by: caller.uid }, 'Settings section saved');
  return adminSettings(ctx);
}

export async function publicSiteSettings(ctx: SettingsReader): Promise<PublicSiteSettings> {
  const { values, version } = await readSettings(ctx);
  return {
    siteName: values.site.siteName,
    logoUrl: values.site.logoUrl,
    supportEmail: values.site.supportEmail,
    productNoun: values.site.productNoun,
    colors: values.appearance.colors,
    defaultLanguage: values.language.defaultLanguage,
    version,
  };
}

/** The password policy the domain's password rules apply: the saved one, else the server's configuration. */
export async function effectivePasswordPolicy(ctx: SettingsReader): Promise<PasswordPolicy> {
  const { passwordPolicy } = (await readSettings(ctx)).values.signIn;
  const { maxLength, ...rest } = passwordPolicy;
  return maxLength === null ? rest : { ...rest, maxLength };
}

/** Whether a popup provider is offered: configured on the server and not switched off in the settings. */
export async function offeredProviders(
  ctx: SettingsReader,
): Promise<{ google: boolean; microsoft: boolean }> {
  const { signIn } = (await readSettings(ctx)).values;
  return {
    google: ctx.config.oidc.google !== undefined && signIn.offerGoogle,
    microsoft: ctx.config.oidc.microsoft !== undefined && signIn.offerMicrosoft,
  };
}

/** Whether an optional e-mail is sent (notification defaults). */
export async function isEmailEnabled(
  ctx: SettingsReader,
  email: keyof SettingsValues['notifications']['emails'],
): Promise<boolean> {
  return (await readSettings(ctx)).values.notifications.emails[email];
}

/** Refuses a popup sign-in an administrator switched off (the button is hidden; this closes the door too). */
export async function assertProviderOffered(
  ctx: SettingsReader,
  provider: 'google' | 'microsoft',
): Promise<void> {
  const { signIn } = (await readSettings(ctx)).values;
  if (!(provider === 'google' ? signIn.offerGoogle : signIn.offerMicrosoft)) {
    throw new LmsError(
      'auth/operation-not-allowed',
      `Sign-in with ${provider} is switched off on this site.`,
      {
        reason: 'provider-off',
      },
    );
  }
}
