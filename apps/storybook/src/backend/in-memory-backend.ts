// A faithful test double of lms-core's BackendPort: identity provider, callable operations and file storage over
// in-memory data, enforcing the same contract and rules as the self-hosted server. Stories run it in the browser,
// so a static Storybook needs no server, and a story cannot show what the real back end would refuse.
import {
  DEFAULT_PASSWORD_POLICY,
  systemClock,
  type AuthResult,
  type BackendPort,
  type Clock,
  type IdTokenSource,
  type OAuthProviderId,
  type PasswordPolicy,
} from '@lms/core';
import { ModeSwitch, type BackendMode, type ModeScope } from './backend-mode';
import { demoFixtures } from './fixtures/fixture-sets';
import type { Fixtures } from './fixtures/fixture-types';
import { MemoryAuth, type PopupIdentity } from './memory-auth';
import type { MemoryDatabase, SentMail } from './memory-database';
import { createMemoryFunctions } from './memory-functions';
import { createMemoryStorage, DEFAULT_UPLOAD_SIMULATION, type UploadSimulation } from './memory-storage';
import { seedDatabase } from './seed';
import { TokenIssuer } from './token-issuer';

export interface InMemoryBackendOptions {
  /** What the back end starts with; the demo platform by default. */
  fixtures?: Fixtures;
  clock?: Clock;
  /** The identity provider's password policy; spec section 9's default (6 characters) unless given. */
  passwordPolicy?: PasswordPolicy;
  /** Which popup providers are configured; both by default. */
  providers?: Partial<Record<OAuthProviderId, boolean>>;
  /** Who signs in through each provider's popup; a provider without one behaves as if the popup was closed. */
  popupIdentities?: Partial<Record<OAuthProviderId, PopupIdentity>>;
  upload?: Partial<UploadSimulation>;
  idTokenLifetimeMs?: number;
}

export interface InMemoryBackend {
  /** The BackendPort for a session's token source: pass `connect` as LmsConfig.backend. */
  connect(getIdToken: IdTokenSource): BackendPort;
  /** Switches to loading, delayed, error or live answers (see BackendMode). */
  setMode(mode: BackendMode, scope?: ModeScope): void;
  /** A session for an existing account without its password: a story that starts signed in. */
  sessionFor(uid: string): AuthResult;
  /** Mails "sent" so far (welcome, password reset, sign-in links), oldest first. */
  outbox(): readonly SentMail[];
  /** The data, for assertions in tests and play functions. */
  readonly db: MemoryDatabase;
}

export function createInMemoryBackend(options: InMemoryBackendOptions = {}): InMemoryBackend {
  const clock = options.clock ?? systemClock;
  const db = seedDatabase(options.fixtures ?? demoFixtures);
  const mode = new ModeSwitch(clock);
  const tokens = new TokenIssuer(db, clock, options.idTokenLifetimeMs);
  const auth = new MemoryAuth({
    db,
    clock,
    mode,
    tokens,
    policy: { ...(options.passwordPolicy ?? DEFAULT_PASSWORD_POLICY) },
    providers: { google: true, microsoft: true, ...options.providers },
    popupIdentities: options.popupIdentities ?? {},
  });
  const simulation = { ...DEFAULT_UPLOAD_SIMULATION, ...options.upload };

  return {
    connect: (getIdToken) => ({
      auth,
      functions: createMemoryFunctions({ db, clock, mode, tokens, getIdToken }),
      storage: createMemoryStorage({ db, clock, mode, tokens, getIdToken, simulation }),
    }),
    setMode: (next, scope) => mode.set(next, scope),
    sessionFor: (uid) => auth.sessionFor(uid),
    outbox: () => db.outbox,
    db,
  };
}
