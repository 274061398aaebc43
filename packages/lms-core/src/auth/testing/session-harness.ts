// Wires a session to the fakes the way an app wires it to the real back end, for the session and account tests.
import { memoryStore } from '../../platform/storage';
import type { KeyValueStore } from '../../platform/storage';
import { createAccountService } from '../account-service';
import type { AccountService } from '../account-service';
import { createSession } from '../session';
import type { Session } from '../session';
import { SESSION_STORAGE_KEY } from '../session-persistence';
import { FakeAuthPort } from './fake-auth-port';
import { createFakeClock } from './fake-clock';
import type { FakeClock } from './fake-clock';
import { FakeFunctionsPort } from './fake-functions-port';
import { createRecordingLogger } from './recording-logger';
import type { RecordingLogger } from './recording-logger';

export interface Harness {
  clock: FakeClock;
  auth: FakeAuthPort;
  functions: FakeFunctionsPort;
  logger: RecordingLogger;
  localStore: KeyValueStore;
  sessionStore: KeyValueStore;
  session: Session;
  account: AccountService;
  /** A second session on the same stores and provider: what the next page load sees. */
  reload(): Session;
}

/** `appUrl`: the back end's app address the account service sends with the welcome e-mail request. */
export function createHarness(options: { appUrl?: string } = {}): Harness {
  const clock = createFakeClock();
  const auth = new FakeAuthPort(clock);
  const functions = new FakeFunctionsPort();
  const logger = createRecordingLogger();
  const localStore = memoryStore();
  const sessionStore = memoryStore();
  const makeSession = () => createSession({ auth, clock, logger, localStore, sessionStore });
  const session = makeSession();
  const account = createAccountService({ auth, functions, session, logger, appUrl: options.appUrl });
  return { clock, auth, functions, logger, localStore, sessionStore, session, account, reload: makeSession };
}

export function savedSessionIn(
  store: KeyValueStore,
): { tokens: { refreshToken: string; expiresAt: number } } | null {
  const raw = store.getItem(SESSION_STORAGE_KEY);
  return raw === null ? null : (JSON.parse(raw) as { tokens: { refreshToken: string; expiresAt: number } });
}
