// Server configuration from environment variables. Every problem is collected and reported at once, at start-up,
// so an operator fixes a bad deployment in one go instead of one restart per variable.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LmsError, type PasswordPolicy } from '@lms/core';
import type { DomainConfig, OidcClientConfig, PaymentsConfig } from '@lms/domain';
import { readPaymentsConfig } from './payments/payments-env';

/**
 * The package root (packages/lms-server). This file sits one level below it both as src/config.ts and, once
 * bundled, as dist/*.js, so the same relative URL works from source and from the build.
 */
export const packageRoot = fileURLToPath(new URL('..', import.meta.url));
/** Files shipped with the package (demo thumbnails and lesson files), served under /assets/. */
export const packageAssetsDir = resolve(packageRoot, 'assets');

export type { OidcClientConfig } from '@lms/domain';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface ServerConfig extends DomainConfig {
  port: number;
  host: string;
  /** Absolute; holds the SQLite database, its lock file and uploaded files. */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded SQLite database is used. */
  databaseUrl: string | null;
  /** Public origin of the server without a trailing slash, used in links (e-mails, OIDC redirects). */
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  adminEmail: string | null;
  adminPassword: string | null;
  oidc: { google?: OidcClientConfig; microsoft?: OidcClientConfig };
  passwordPolicy: PasswordPolicy;
  /** The built host app; it may not exist (then / explains how to build it). */
  hostAppDir: string;
  logLevel: LogLevel;
  /** Origins allowed to frame action-plan steps, besides those admins add (embed_origins); other pages never. */
  embedOrigins: string[];
  /**
   * LMS_LIBRARY_ORIGINS: origins of other teams' apps that run the React library against this server's API (CORS
   * without credentials, and the sign-in endpoints' origin check). Apart from the embedding origins: a framed step
   * needs neither, and a library host sees the student's password, so it is trusted more.
   */
  libraryOrigins: string[];
  /** Seed the demo catalogue at start-up when the database has no courses. */
  seedDemo: boolean;
  /** Trust X-Forwarded-* from a reverse proxy (needed for per-client rate limits behind one). */
  trustProxy: boolean;
  /** Payment providers: the offline sandbox and, when configured, Stripe. */
  payments: PaymentsConfig;
  /** LMS_BUILD_ID: what the deployment calls this build (a commit, a build number); shown on the admin test page. */
  buildId: string | null;
  /**
   * LMS_METRICS_TOKEN: a scraper sends it as a bearer token to read /api/metrics; without it only this machine
   * (loopback) may read them. Metrics show traffic and queue sizes: not for the public.
   */
  metricsToken: string | null;
}

export type Env = Record<string, string | undefined>;

export class ConfigError extends LmsError {
  readonly problems: string[];

  constructor(problems: string[]) {
    super('functions/invalid-argument', `Invalid server configuration:\n- ${problems.join('\n- ')}`, {
      problems,
    });
    this.problems = problems;
  }
}

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const GOOGLE_ISSUER = 'https://accounts.google.com';
const MICROSOFT_ISSUER = 'https://login.microsoftonline.com/common/v2.0';

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): ServerConfig {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };

  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };

  const bool = (name: string, fallback: boolean): boolean => {
    const raw = read(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };

  const url = (name: string, protocols: string[]): string | null => {
    const raw = read(name);
    if (raw === undefined) return null;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(
          `${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${parsed.protocol}//...")`,
        );
        return null;
      }
      return raw;
    } catch {
      problems.push(`${name} is not a valid URL`);
      return null;
    }
  };

  const port = int('PORT', 3000, 0, 65_535);
  const publicUrlRaw = url('LMS_PUBLIC_URL', ['http:', 'https:']);
  const publicUrl = (publicUrlRaw ?? `http://localhost:${port}`).replace(/\/+$/, '');

  const oidcClient = (prefix: string, defaultIssuer: string): OidcClientConfig | undefined => {
    const clientId = read(`${prefix}_CLIENT_ID`);
    const clientSecret = read(`${prefix}_CLIENT_SECRET`);
    const issuer = url(`${prefix}_ISSUER`, ['https:', 'http:']) ?? defaultIssuer;
    if (clientId === undefined && clientSecret === undefined) return undefined;
    if (clientId === undefined || clientSecret === undefined) {
      problems.push(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`);
      return undefined;
    }
    return { issuer: issuer.replace(/\/+$/, ''), clientId, clientSecret };
  };
  const google = oidcClient('LMS_GOOGLE', GOOGLE_ISSUER);
  const microsoft = oidcClient('LMS_MICROSOFT', MICROSOFT_ISSUER);

  const adminEmail = read('LMS_ADMIN_EMAIL')?.toLowerCase() ?? null;
  const adminPassword = read('LMS_ADMIN_PASSWORD') ?? null;
  if (adminEmail !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) {
    problems.push(`LMS_ADMIN_EMAIL is not an e-mail address (got "${adminEmail}")`);
  }
  if ((adminEmail === null) !== (adminPassword === null)) {
    problems.push('LMS_ADMIN_EMAIL and LMS_ADMIN_PASSWORD must be set together');
  }

  const minLength = int('LMS_PASSWORD_MIN_LENGTH', 6, 6, 4096);
  const maxLengthRaw = read('LMS_PASSWORD_MAX_LENGTH');
  const maxLength = maxLengthRaw === undefined ? undefined : int('LMS_PASSWORD_MAX_LENGTH', 4096, 6, 4096);
  if (maxLength !== undefined && maxLength < minLength) {
    problems.push(`LMS_PASSWORD_MAX_LENGTH (${maxLength}) is below LMS_PASSWORD_MIN_LENGTH (${minLength})`);
  }
  const passwordPolicy: PasswordPolicy = {
    minLength,
    ...(maxLength === undefined ? {} : { maxLength }),
    requireLowercase: bool('LMS_PASSWORD_REQUIRE_LOWERCASE', false),
    requireUppercase: bool('LMS_PASSWORD_REQUIRE_UPPERCASE', false),
    requireNumeric: bool('LMS_PASSWORD_REQUIRE_NUMERIC', false),
    requireNonAlphanumeric: bool('LMS_PASSWORD_REQUIRE_NON_ALPHANUMERIC', false),
  };

  const logLevelRaw = read('LMS_LOG_LEVEL')?.toLowerCase() ?? 'info';
  const logLevel = LOG_LEVELS.find((level) => level === logLevelRaw);
  if (logLevel === undefined)
    problems.push(`LMS_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevelRaw}")`);

  /** A comma-separated list of origins (scheme, host, port; no path), each problem reported. */
  const origins = (name: string): string[] =>
    (read(name) ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== '')
      .flatMap((origin) => {
        try {
          const parsed = new URL(origin);
          if (
            (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
            parsed.origin === origin.replace(/\/$/, '')
          ) {
            return [parsed.origin];
          }
        } catch {
          // reported below
        }
        problems.push(`${name} entries must be origins like https://school.example (got "${origin}")`);
        return [];
      });
  const embedOrigins = origins('LMS_EMBED_ORIGINS');
  const libraryOrigins = origins('LMS_LIBRARY_ORIGINS');

  const mailFrom = read('LMS_MAIL_FROM') ?? `Learning platform <no-reply@${new URL(publicUrl).hostname}>`;

  const paymentsSettings = readPaymentsConfig(env);
  problems.push(...paymentsSettings.problems);

  const config: ServerConfig = {
    port,
    host: read('HOST') ?? '0.0.0.0',
    dataDir: resolve(cwd, read('LMS_DATA_DIR') ?? './data'),
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    publicUrl,
    smtpUrl: url('SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom,
    adminEmail,
    adminPassword,
    oidc: { ...(google ? { google } : {}), ...(microsoft ? { microsoft } : {}) },
    passwordPolicy,
    hostAppDir: resolve(cwd, read('LMS_HOST_APP_DIR') ?? resolve(packageRoot, '../../apps/host/dist')),
    logLevel: logLevel ?? 'info',
    embedOrigins,
    libraryOrigins,
    seedDemo: bool('LMS_SEED_DEMO', true),
    trustProxy: bool('LMS_TRUST_PROXY', false),
    payments: paymentsSettings.payments,
    buildId: read('LMS_BUILD_ID')?.trim() || null,
    metricsToken: read('LMS_METRICS_TOKEN')?.trim() || null,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
