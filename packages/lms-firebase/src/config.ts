// The Firebase host's settings: the domain's LMS_* variables as the server reads them (lms-domain's
// readDomainConfig), the mail relay's (SMTP_URL, LMS_MAIL_FROM) as lms-node reads them for both Node hosts, and what
// only this host needs; from the functions' environment (`functions/.env.<project>` at deploy, secrets for what is
// secret). Every problem is reported at once, at an instance's first request.
import { LmsError } from '@lms/core';
import { envReader, readDomainConfig, type DomainConfig, type EnvRecord } from '@lms/domain';
import { readMailRelayConfig, type MailRelayConfig } from '@lms/node';

export interface FirebaseHostConfig {
  domain: DomainConfig;
  /** The Firebase project (GCLOUD_PROJECT, set by Cloud Functions). */
  projectId: string;
  /** PostgreSQL (Cloud SQL) connection string: DATABASE_URL, best kept as a secret. */
  databaseUrl: string;
  /** Connections per function instance (LMS_DB_MAX_CONNECTIONS). */
  maxConnections: number;
  /** The project's web API key (LMS_FIREBASE_API_KEY): the Auth REST API, for an embedded step's session. */
  apiKey: string;
  /** LMS_FIREBASE_TENANT: the Identity Platform tenant whose accounts are the platform's; the project's own when null. */
  tenantId: string | null;
  /** The bucket of stored files: LMS_STORAGE_BUCKET, else the project's default from FIREBASE_CONFIG. */
  storageBucket: string;
  /** The mail relay: SMTP_URL (none when unset) and LMS_MAIL_FROM, read as the server reads them. */
  mail: MailRelayConfig;
}

export function loadFirebaseConfig(env: EnvRecord): FirebaseHostConfig {
  const problems: string[] = [];
  const read = envReader(env, problems);
  const projectId = read.text('GCLOUD_PROJECT') ?? read.text('GOOGLE_CLOUD_PROJECT');
  if (projectId === undefined)
    problems.push('GCLOUD_PROJECT is not set: run the functions on Cloud Functions or its emulator');
  // Firebase Hosting's own address unless the site has a domain of its own.
  const { config: domain, problems: domainProblems } = readDomainConfig(env, {
    publicUrl: `https://${projectId ?? 'project'}.web.app`,
  });
  problems.push(...domainProblems);
  const databaseUrl = read.url('DATABASE_URL', ['postgres:', 'postgresql:']);
  if (databaseUrl === null && read.text('DATABASE_URL') === undefined) {
    problems.push('DATABASE_URL is not set: the functions keep their data in PostgreSQL (Cloud SQL)');
  }
  const apiKey = read.text('LMS_FIREBASE_API_KEY');
  if (apiKey === undefined) problems.push("LMS_FIREBASE_API_KEY is not set: the project's web API key");
  const storageBucket = read.text('LMS_STORAGE_BUCKET') ?? defaultBucket(env.FIREBASE_CONFIG);
  if (storageBucket === undefined)
    problems.push('LMS_STORAGE_BUCKET is not set and FIREBASE_CONFIG names no bucket');
  const tenantId = read.text('LMS_FIREBASE_TENANT') ?? null;
  const maxConnections = read.int('LMS_DB_MAX_CONNECTIONS', 5, 1, 100);
  const mail = readMailRelayConfig(read, domain.publicUrl);
  if (problems.length > 0) {
    throw new LmsError(
      'functions/invalid-argument',
      `Invalid Firebase configuration:\n- ${problems.join('\n- ')}`,
      { problems },
    );
  }
  return {
    domain,
    projectId: projectId!,
    databaseUrl: databaseUrl!,
    maxConnections,
    apiKey: apiKey!,
    tenantId,
    storageBucket: storageBucket!,
    mail,
  };
}

/** Cloud Functions sets FIREBASE_CONFIG to the project's JSON settings, its default bucket among them. */
function defaultBucket(firebaseConfig: string | undefined): string | undefined {
  if (firebaseConfig === undefined) return undefined;
  try {
    const bucket = (JSON.parse(firebaseConfig) as { storageBucket?: unknown }).storageBucket;
    return typeof bucket === 'string' && bucket !== '' ? bucket : undefined;
  } catch {
    return undefined;
  }
}
