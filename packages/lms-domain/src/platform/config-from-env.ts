// The domain's settings (DomainConfig) from environment variables, read once for every Node host: LMS_PUBLIC_URL,
// LMS_ADMIN_EMAIL, LMS_GOOGLE_* and LMS_MICROSOFT_* (CLIENT_ID, CLIENT_SECRET, ISSUER), LMS_PASSWORD_*,
// LMS_EMBED_ORIGINS, LMS_LIBRARY_ORIGINS and the payment variables (platform/payments-env.ts). The host passes its
// environment and its default public URL (the server's depends on its port), reads its own variables with
// envReader, and reports the problems of both together. LMS_ADMIN_PASSWORD is a host's (it seeds the built-in
// identity's first administrator): so is the rule that it and LMS_ADMIN_EMAIL are set together.
import type { PasswordPolicy } from '@lms/core';
import type { DomainConfig, OidcClientConfig } from '../context';
import { readPaymentsConfig } from './payments-env';
import { envReader, type EnvRecord } from './env-reader';

const GOOGLE_ISSUER = 'https://accounts.google.com';
const MICROSOFT_ISSUER = 'https://login.microsoftonline.com/common/v2.0';

export interface DomainConfigDefaults {
  /** The public URL when LMS_PUBLIC_URL is unset (the server: http://localhost:PORT). */
  publicUrl: string;
}

/** Never throws: every problem is in `problems` (empty when the settings are usable), with fallbacks in `config`. */
export function readDomainConfig(
  env: EnvRecord,
  defaults: DomainConfigDefaults,
): { config: DomainConfig; problems: string[] } {
  const problems: string[] = [];
  const read = envReader(env, problems);

  const publicUrl = (read.url('LMS_PUBLIC_URL', ['http:', 'https:']) ?? defaults.publicUrl).replace(
    /\/+$/,
    '',
  );

  const oidcClient = (prefix: string, defaultIssuer: string): OidcClientConfig | undefined => {
    const clientId = read.text(`${prefix}_CLIENT_ID`);
    const clientSecret = read.text(`${prefix}_CLIENT_SECRET`);
    const issuer = read.url(`${prefix}_ISSUER`, ['https:', 'http:']) ?? defaultIssuer;
    if (clientId === undefined && clientSecret === undefined) return undefined;
    if (clientId === undefined || clientSecret === undefined) {
      problems.push(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`);
      return undefined;
    }
    return { issuer: issuer.replace(/\/+$/, ''), clientId, clientSecret };
  };
  const google = oidcClient('LMS_GOOGLE', GOOGLE_ISSUER);
  const microsoft = oidcClient('LMS_MICROSOFT', MICROSOFT_ISSUER);

  const adminEmail = read.text('LMS_ADMIN_EMAIL')?.toLowerCase() ?? null;
  if (adminEmail !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) {
    problems.push(`LMS_ADMIN_EMAIL is not an e-mail address (got "${adminEmail}")`);
  }

  const minLength = read.int('LMS_PASSWORD_MIN_LENGTH', 6, 6, 4096);
  const maxLength =
    read.text('LMS_PASSWORD_MAX_LENGTH') === undefined
      ? undefined
      : read.int('LMS_PASSWORD_MAX_LENGTH', 4096, 6, 4096);
  if (maxLength !== undefined && maxLength < minLength) {
    problems.push(`LMS_PASSWORD_MAX_LENGTH (${maxLength}) is below LMS_PASSWORD_MIN_LENGTH (${minLength})`);
  }
  const passwordPolicy: PasswordPolicy = {
    minLength,
    ...(maxLength === undefined ? {} : { maxLength }),
    requireLowercase: read.bool('LMS_PASSWORD_REQUIRE_LOWERCASE', false),
    requireUppercase: read.bool('LMS_PASSWORD_REQUIRE_UPPERCASE', false),
    requireNumeric: read.bool('LMS_PASSWORD_REQUIRE_NUMERIC', false),
    requireNonAlphanumeric: read.bool('LMS_PASSWORD_REQUIRE_NON_ALPHANUMERIC', false),
  };

  const embedOrigins = read.origins('LMS_EMBED_ORIGINS');
  const libraryOrigins = read.origins('LMS_LIBRARY_ORIGINS');

  const payments = readPaymentsConfig(env);
  problems.push(...payments.problems);

  return {
    config: {
      publicUrl,
      adminEmail,
      oidc: { ...(google ? { google } : {}), ...(microsoft ? { microsoft } : {}) },
      passwordPolicy,
      embedOrigins,
      libraryOrigins,
      payments: payments.payments,
    },
    problems,
  };
}
