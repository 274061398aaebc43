// What the Firebase host injects into the domain: Firebase Auth as the identity provider (firebase-admin), the bytes
// of stored files in the project's Cloud Storage bucket, and Cloud Logging through firebase-functions' logger
// (structured entries: the domain's fields become the entry's JSON payload). No mail relay or Stripe yet: mails
// stay in the outbox (the admin mail log says so) and only the offline sandbox takes payments, until the server's
// SMTP and Stripe ports are shared by both Node hosts (docs/firebase.md, "Not yet on Firebase").
import type { Auth, BaseAuth } from 'firebase-admin/auth';
import type { Database, DomainConfig, DomainContext, DomainLog, LogFn } from '@lms/domain';
import type { Kysely } from 'kysely';
import { cloudStorageBytes, type BucketLike } from './files/cloud-storage-bytes';
import { firebaseIdentity } from './identity/firebase-identity';

/** The platform's accounts: the project's own, or one Identity Platform tenant's (LMS_FIREBASE_TENANT). */
export function platformAuth(projectAuth: Auth, tenantId: string | null): BaseAuth {
  return tenantId === null ? projectAuth : projectAuth.tenantManager().authForTenant(tenantId);
}

export interface FirebasePortsOptions {
  /** The project's Auth, or one tenant's (firebase-identity.ts). */
  auth: BaseAuth;
  /** The web API key of the project (the Auth REST API, for an embedded step's session). */
  apiKey: string;
  /** The Auth REST API's address; Google's unless the Auth emulator's. */
  identityToolkitUrl?: string;
  bucket: BucketLike;
  log: DomainLog;
}

export type FirebasePorts = Pick<
  DomainContext,
  'identity' | 'mailTransport' | 'paymentProviders' | 'log' | 'fileBytes'
>;

export function firebasePorts(options: FirebasePortsOptions): FirebasePorts {
  return {
    identity: firebaseIdentity({
      auth: options.auth,
      apiKey: options.apiKey,
      ...(options.identityToolkitUrl === undefined ? {} : { identityToolkitUrl: options.identityToolkitUrl }),
    }),
    log: options.log,
    mailTransport: null,
    paymentProviders: null,
    fileBytes: cloudStorageBytes(options.bucket),
  };
}

export interface FirebaseContextOptions extends FirebasePortsOptions {
  db: Kysely<Database>;
  config: DomainConfig;
  now?: () => number;
}

/** The domain's context on this host: PostgreSQL, the ports above, the clock. */
export function firebaseContext(options: FirebaseContextOptions): DomainContext {
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
