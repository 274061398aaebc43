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

/**
 * What a host is built on, where that decides what the suite can ask of it. A test of something a host does not
 * have is skipped there, and says why (`needs(...)`): never silently passed.
 */
export interface ConformanceTraits {
  /**
   * Who reads a callable's envelope (the body, its media type and size): the domain's protocol (wire/), or the
   * platform's own transport (Cloud Functions' onCall), whose answers to a malformed request its host tests itself.
   */
  envelope: 'domain' | 'platform';
  /**
   * The identity provider: the built-in one answers /api/auth/* (sign-up, sessions, mailed codes) and its rules are
   * the domain's; Firebase Auth answers its clients itself, and the suite signs people in through it (`signIn`).
   */
  identity: 'built-in' | 'firebase';
  /**
   * Whether the host answers requests with the suite's own context (`ctx`): then a test may swap a port (a relay that
   * refuses, a store that loses bytes) and see the host's answers change. A host answering from another process
   * (the Functions emulator) opens its own context on the same database and settings.
   */
  portsInProcess: boolean;
  /** Features a host does not offer yet, each named in its docs: their tests are skipped there. */
  lacks: readonly HostFeature[];
}

export type HostFeature = 'certificate-pdfs' | 'badge-credentials';

/** The server's and the page's traits: every rule of the suite applies. */
export const FULL_HOST: ConformanceTraits = {
  envelope: 'domain',
  identity: 'built-in',
  portsInProcess: true,
  lacks: [],
};

export type ConformanceNeed =
  | { envelope: ConformanceTraits['envelope'] }
  | { identity: ConformanceTraits['identity'] }
  | { portsInProcess: true }
  | { feature: HostFeature };

/** Whether a host with `traits` can be asked what a test `needs`. */
export function meets(traits: ConformanceTraits, need: ConformanceNeed): boolean {
  if ('envelope' in need) return traits.envelope === need.envelope;
  if ('identity' in need) return traits.identity === need.identity;
  if ('portsInProcess' in need) return traits.portsInProcess;
  return !traits.lacks.includes(need.feature);
}

/** Words for a skipped test's title: what the host lacks. */
export function needWords(need: ConformanceNeed): string {
  if ('envelope' in need) return `the ${need.envelope} callable envelope`;
  if ('identity' in need) return `the ${need.identity} identity provider`;
  if ('portsInProcess' in need) return 'ports swapped in the suite’s context';
  return need.feature;
}

/** A JSON POST as lms-core's adapters send it. */
export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}
