// What every domain function receives. The domain runs in several hosts (the Fastify server on SQLite or
// PostgreSQL, the browser on SQLite compiled to WebAssembly, Cloud Functions later), so everything that differs
// between them is injected here: the database, the clock, the identity provider, mail delivery, payment providers, the
// store of uploaded files' bytes and the log. Nothing here keeps per-request or per-user state in memory, so several copies can share one database.
import type { Kysely } from 'kysely';
import type { PasswordPolicy } from '@lms/core';
import type { CredentialSigner } from './badges/credential-signer';
import type { CertificateFonts } from './certificates/certificate-fonts';
import type { CertificatePdfRenderer } from './certificates/certificate-pdf';
import type { Database } from './db/schema';
import type { FileBytes } from './files/file-bytes';
import type { PaymentsConfig } from './payments/payments-config';
import type { PaymentProvider } from './payments/providers/payment-provider';
import type { IntegrationProbes } from './settings/integration-probes';
import type { IdentityProvider } from './identity/identity-provider';

export type DatabaseDialect = 'sqlite' | 'postgres';

/** pino's call shapes, which Fastify's logger has; a browser host maps them onto the console. */
export interface LogFn {
  (message: string): void;
  (meta: object, message?: string): void;
}

export interface DomainLog {
  error: LogFn;
  warn: LogFn;
  info: LogFn;
  debug: LogFn;
}

export interface OidcClientConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** The settings the domain's rules read; a host's configuration extends it. */
export interface DomainConfig {
  /** Public origin without a trailing slash, used in links (e-mails, OIDC redirects, launch URLs). */
  publicUrl: string;
  adminEmail: string | null;
  oidc: { google?: OidcClientConfig; microsoft?: OidcClientConfig };
  passwordPolicy: PasswordPolicy;
  /** Origins allowed to frame action-plan steps, besides those admins add (embed_origins). */
  embedOrigins: string[];
  /**
   * Origins of other teams' apps running the React library against this domain (LMS_LIBRARY_ORIGINS in the server):
   * besides the public URL's origin, the only ones a learner is sent back to (platform/app-address.ts).
   */
  libraryOrigins: string[];
  /** Payment providers: the offline sandbox and, when configured, Stripe. */
  payments: PaymentsConfig;
}

/** The built-in identity provider's password hashing: scrypt on node:crypto in the server, PBKDF2 on Web Crypto in a page. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
  /** Whether a stored hash was made with weaker settings than today's (a sign-in then stores a new one). */
  needsRehash(hash: string): boolean;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** A mail relay (SMTP in the server). Without one, messages are kept in the outbox table. */
export interface MailTransport {
  /** Throws LmsError('functions/unavailable') when the relay does not take the message. */
  send(message: MailMessage): Promise<{ messageId: string }>;
}

/** Payment providers that talk to an outside service (Stripe), created by the host that can reach it. */
export interface PaymentProviderFactory {
  stripe(ctx: DomainContext): PaymentProvider;
}

export interface DomainContext {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
  config: DomainConfig;
  log: DomainLog;
  /** Milliseconds since the epoch; injected so expiry rules are testable without waiting. */
  now(): number;
  /** Who calls and their accounts' sign-in side: the built-in provider (with the host's password hashing) or Firebase Auth. */
  identity: IdentityProvider<DomainContext>;
  /** Null: e-mails go to the outbox table and the log. */
  mailTransport: MailTransport | null;
  /** Null: only the offline sandbox (when enabled) takes payments. */
  paymentProviders: PaymentProviderFactory | null;
  /**
   * Where the bytes of uploaded files live (disk in the server, memory in a browser). What it reads is the host's
   * own kind of body, which the domain passes back without looking inside (files/file-service.ts).
   */
  fileBytes: FileBytes<unknown>;
  /** What the admin test page asks the host (OpenID discovery, the payment account, its build); absent: none. */
  integrationProbes?: IntegrationProbes | null;
  /** Fonts embedded in certificate PDFs; a host without them cannot make PDFs (the rest of certificates works). */
  certificateFonts?: CertificateFonts;
  /**
   * Draws certificate PDFs away from the thread that answers requests (the server: a worker thread). Absent: they
   * are drawn in process with `certificateFonts` (the browser host, where the page is the only client).
   */
  certificatePdfRenderer?: CertificatePdfRenderer;
  /** Signs Open Badges credentials; a host without it awards badges but cannot hand out their credentials. */
  credentialSigner?: CredentialSigner | null;
}

/** The signed-in user making a request, taken from a verified ID token. */
export interface Caller {
  uid: string;
  email: string;
  /** The token's admin claim (spec section 6). */
  admin: boolean;
  /** When the user last proved who they are (seconds since the epoch, as in the token's auth_time). */
  authTime: number;
  /** password, google.com, microsoft.com or embed-launch. */
  provider: string;
  /**
   * The token's admin claim no longer matches the account's role (an administrator changed it since): a callable
   * refuses the token as "role-changed" so the client refreshes it; `admin` above is the account's role already.
   */
  roleChanged?: true;
}
