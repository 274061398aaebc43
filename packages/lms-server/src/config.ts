// Server configuration from environment variables. Every problem is collected and reported at once, at start-up,
// so an operator fixes a bad deployment in one go instead of one restart per variable.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LmsError, type PasswordPolicy } from '@lms/core';
import {
  envReader,
  readDomainConfig,
  type DomainConfig,
  type OidcClientConfig,
  type PaymentsConfig,
} from '@lms/domain';
import { readMailRelayConfig, type MailRelayConfig } from '@lms/node';

/**
 * The package root (packages/lms-server). This file sits one level below it both as src/config.ts and, once
 * bundled, as dist/*.js, so the same relative URL works from source and from the build.
 */
export const packageRoot = fileURLToPath(new URL('..', import.meta.url));
/** Files shipped with the package (demo thumbnails and lesson files), served under /assets/. */
export const packageAssetsDir = resolve(packageRoot, 'assets');

export type { OidcClientConfig } from '@lms/domain';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface ServerConfig extends DomainConfig, MailRelayConfig {
  port: number;
  host: string;
  /** Absolute; holds the SQLite database, its lock file and uploaded files. */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded SQLite database is used. */
  databaseUrl: string | null;
  /** Public origin of the server without a trailing slash, used in links (e-mails, OIDC redirects). */
  publicUrl: string;
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

/**
 * The domain's settings (public URL, OIDC, password policy, origins, payments) are read by lms-domain's
 * readDomainConfig, shared with the other Node hosts; the server's own variables here, with the same readers.
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): ServerConfig {
  const problems: string[] = [];
  const read = envReader(env, problems);

  const port = read.int('PORT', 3000, 0, 65_535);
  const domain = readDomainConfig(env, { publicUrl: `http://localhost:${port}` });
  problems.push(...domain.problems);
  const { publicUrl, adminEmail } = domain.config;

  // The password seeds the built-in identity's first administrator (lms start): the server's rule, not the domain's.
  const adminPassword = read.text('LMS_ADMIN_PASSWORD') ?? null;
  if ((adminEmail === null) !== (adminPassword === null)) {
    problems.push('LMS_ADMIN_EMAIL and LMS_ADMIN_PASSWORD must be set together');
  }

  const logLevelRaw = read.text('LMS_LOG_LEVEL')?.toLowerCase() ?? 'info';
  const logLevel = LOG_LEVELS.find((level) => level === logLevelRaw);
  if (logLevel === undefined)
    problems.push(`LMS_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevelRaw}")`);

  const config: ServerConfig = {
    ...domain.config,
    port,
    host: read.text('HOST') ?? '0.0.0.0',
    dataDir: resolve(cwd, read.text('LMS_DATA_DIR') ?? './data'),
    databaseUrl: read.url('DATABASE_URL', ['postgres:', 'postgresql:']),
    // SMTP_URL and LMS_MAIL_FROM, read as the other Node host reads them.
    ...readMailRelayConfig(read, publicUrl),
    adminPassword,
    hostAppDir: resolve(cwd, read.text('LMS_HOST_APP_DIR') ?? resolve(packageRoot, '../../apps/host/dist')),
    logLevel: logLevel ?? 'info',
    seedDemo: read.bool('LMS_SEED_DEMO', true),
    trustProxy: read.bool('LMS_TRUST_PROXY', false),
    buildId: read.text('LMS_BUILD_ID') ?? null,
    metricsToken: read.text('LMS_METRICS_TOKEN') ?? null,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
