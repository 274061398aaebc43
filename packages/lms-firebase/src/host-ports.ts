// What the Firebase host injects into the domain: Firebase Auth as the identity provider (firebase-admin), the bytes
// of stored files in the project's Cloud Storage bucket, Cloud Logging through firebase-functions' logger
// (structured entries: the domain's fields become the entry's JSON payload), and lms-node's ports, as the server
// injects them: SMTP when SMTP_URL is set (else mails stay in the outbox, and the admin mail log says so), Stripe when
// its secrets are, the fonts of certificate PDFs and one worker thread per function instance that draws them, and
// the signer of Open Badges credentials.
import { fileURLToPath } from 'node:url';
import type { Auth, BaseAuth } from 'firebase-admin/auth';
import type { Database, DomainConfig, DomainLog, FileContext, LogFn } from '@lms/domain';
import {
  bundledCertificateFiles,
  certificatePorts,
  installedCertificateFiles,
  nodeCredentialSigner,
  smtpRelay,
  stripeProviders,
  type MailRelayConfig,
} from '@lms/node';
import type { Kysely } from 'kysely';
import { cloudStorageBytes, type BucketLike } from './files/cloud-storage-bytes';
import { firebaseIdentity } from './identity/firebase-identity';

/** The platform's accounts: the project's own, or one Identity Platform tenant's (LMS_FIREBASE_TENANT). */
export function platformAuth(projectAuth: Auth, tenantId: string | null): BaseAuth {
  return tenantId === null ? projectAuth : projectAuth.tenantManager().authForTenant(tenantId);
}

/**
 * Where the fonts and the PDF worker are. Run as functions-bundle.mjs's CommonJS bundle (deployed, and in the
 * emulator), import.meta.url is the bundle's `.cjs` file and the bundler put them beside it. Run from TypeScript
 * source (the tests' own contexts, in process) or from the deploy-time commands' build, they are where @lms/node is
 * installed.
 */
const certificateFiles = import.meta.url.endsWith('.cjs')
  ? bundledCertificateFiles(fileURLToPath(new URL('.', import.meta.url)))
  : installedCertificateFiles;

/** The fonts and one PDF worker per function instance (a process), shared by every context it opens. */
const certificates = certificatePorts(certificateFiles);

export interface FirebasePortsOptions {
  /** The project's Auth, or one tenant's (firebase-identity.ts). */
  auth: BaseAuth;
  /** The web API key of the project (the Auth REST API, for an embedded step's session). */
  apiKey: string;
  /** The Auth REST API's address; Google's unless the Auth emulator's. */
  identityToolkitUrl?: string;
  bucket: BucketLike;
  log: DomainLog;
  /** SMTP_URL and LMS_MAIL_FROM (config.ts); without them, no relay. */
  mail?: MailRelayConfig;
}

export type FirebasePorts = Pick<
  FirebaseDomainContext,
  | 'identity'
  | 'mailTransport'
  | 'paymentProviders'
  | 'log'
  | 'fileBytes'
  | 'certificateFonts'
  | 'certificatePdfRenderer'
  | 'credentialSigner'
>;

/** The domain's context on this host, whose stored files are read from the bucket as whole arrays of bytes. */
export type FirebaseDomainContext = FileContext<Uint8Array>;

export function firebasePorts(options: FirebasePortsOptions): FirebasePorts {
  return {
    identity: firebaseIdentity({
      auth: options.auth,
      apiKey: options.apiKey,
      ...(options.identityToolkitUrl === undefined ? {} : { identityToolkitUrl: options.identityToolkitUrl }),
    }),
    log: options.log,
    mailTransport: options.mail === undefined ? null : smtpRelay(options.mail, options.log),
    paymentProviders: stripeProviders,
    fileBytes: cloudStorageBytes(options.bucket),
    ...certificates,
    credentialSigner: nodeCredentialSigner,
  };
}

export interface FirebaseContextOptions extends FirebasePortsOptions {
  db: Kysely<Database>;
  config: DomainConfig;
  now?: () => number;
}

/** The domain's context on this host: PostgreSQL, the ports above, the clock. */
export function firebaseContext(options: FirebaseContextOptions): FirebaseDomainContext {
  return {
    db: options.db,
    dialect: 'postgres',
    config: options.config,
    now: options.now ?? (() => Date.now()),
    ...firebasePorts(options),
  };
}

/** The shape of firebase-functions' logger (and of `console`): a message, then structured data. */
export interface StructuredLogger {
  error(message: string, ...data: unknown[]): void;
  warn(message: string, ...data: unknown[]): void;
  info(message: string, ...data: unknown[]): void;
  debug(message: string, ...data: unknown[]): void;
}

/** pino's call shapes (`log.info(fields, message)` or `log.info(message)`) onto a structured logger. */
export function structuredLog(logger: StructuredLogger): DomainLog {
  const at = (level: keyof StructuredLogger): LogFn =>
    ((first: string | object, message?: string) => {
      if (typeof first === 'string') logger[level](first);
      else logger[level](message ?? '', errorsAsText(first));
    }) as LogFn;
  return { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') };
}

/** An Error's fields are not enumerable: write its message and stack so the entry says what went wrong. */
function errorsAsText(fields: object): object {
  const entries = Object.entries(fields).map(([key, value]) =>
    value instanceof Error ? [key, { message: value.message, stack: value.stack }] : [key, value],
  );
  return Object.fromEntries(entries);
}
