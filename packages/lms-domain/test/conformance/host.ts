// What a host gives the conformance suite: its context (the database, clock and providers it injected), its HTTP
// answers, its scheduler and a signed-in person. Each host's test file opens one per run of the suite.
import type { DomainConfig, DomainContext } from '@lms/domain';

export interface ConformanceHost {
  /** The context the host built: the suite sets up what a test needs through the domain's own functions. */
  readonly ctx: DomainContext;
  /** A request as the host answers it over its transport (Fastify, the page's fetch, Cloud Functions). */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** Runs one of the domain's jobs by name, as the host's scheduler would; throws if the job failed. */
  runJob(name: string): Promise<Readonly<Record<string, number>>>;
  /** An account on this host and an ID token for it (an administrator with `admin`). */
  signIn(options: { email: string; admin?: boolean }): Promise<{ uid: string; idToken: string }>;
  close(): Promise<void>;
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
