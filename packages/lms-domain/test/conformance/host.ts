// What a host gives the conformance suite: its context (the database, clock and providers it injected), its HTTP
// answers, its scheduler and a signed-in person. Each host's test file opens one per run of the suite.
import type { Kysely } from 'kysely';
import type { Database, DomainConfig, DomainContext } from '@lms/domain';

export interface ConformanceHost {
  /** The context the host built: the suite sets up what a test needs through the domain's own functions. */
  readonly ctx: DomainContext;
  /** A request as the host answers it over its transport (Fastify, the page's fetch, Cloud Functions). */
  fetch(path: string, init?: ConformanceRequestInit): Promise<Response>;
  /** Runs one of the domain's jobs by name, as the host's scheduler would; throws if the job failed. */
  runJob(name: string): Promise<Readonly<Record<string, number>>>;
  /** An account on this host and an ID token for it (an administrator with `admin`; a new account's `displayName`). */
  signIn(options: {
    email: string;
    admin?: boolean;
    displayName?: string;
  }): Promise<{ uid: string; idToken: string; refreshToken: string }>;
  /**
   * Another connection to the host's database, as a second server copy or a SQL client writes through it; absent
   * where the database has one connection only (the page's sql.js).
   */
  secondConnection?(): Promise<{ db: Kysely<Database>; close(): Promise<void> }>;
  /**
   * Another copy of the host on the same database and settings, as behind a load balancer (the server on
   * PostgreSQL); absent where a database has one host. Close it before this one.
   */
  secondCopy?(): Promise<ConformanceHost>;
  close(): Promise<void>;
}

export interface ConformanceRequestInit extends RequestInit {
  /** The client's address (per-address rate limits, the audit log); the host's local one when absent. */
  clientIp?: string;
}

export interface ConformanceHostOptions {
  /** The domain's clock; the suite moves it to expire what a job sweeps. The real clock when absent. */
  now?: () => number;
  /** Settings a rule depends on (the public URL, the password policy, providers), over the host's test defaults. */
  config?: Partial<DomainConfig>;
}

export type OpenConformanceHost = (options: ConformanceHostOptions) => Promise<ConformanceHost>;

/** A JSON POST as lms-core's adapters send it. */
export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}
