// The domain hosted in the page: lms-domain on sql.js, answering lms-core's own server adapters through an
// in-process fetch. Storybook and component tests run the one real set of rules this way instead of copies of them.
import {
  LmsError,
  authResultFromWire,
  isLmsError,
  serverAuth,
  serverFunctions,
  systemClock,
  type AuthResult,
  type BackendPort,
  type Clock,
  type FetchFunction,
  type IdTokenSource,
} from '@lms/core';
import {
  createFileService,
  createMemoryFileBytes,
  DEFAULT_FILE_LIMITS,
  findUserByUid,
  issueSession,
  sessionResponse,
  type CertificateFonts,
  type CredentialSigner,
  type DomainConfig,
  type DomainContext,
  type FileContext,
  type FileLimits,
  type FileService,
  type JobOutcome,
  type MailTransport,
  type MigrationReport,
} from '@lms/domain';
import packageJson from '../package.json';
import { ModeSwitch, type BackendMode, type ModeScope } from './backend-mode';
import { openDatabase, type SqlJsLoader } from './db/connection';
import { localConfig } from './config';
import { createLocalFetch } from './api-routes';
import { createLocalStorage, DEFAULT_UPLOAD_SIMULATION, type UploadSimulation } from './local-storage';
import { readOutbox, type OutboxMail } from './outbox';
import { signInThroughPopup, type PopupIdentities } from './popup-sign-in';
import { browserPorts, type ConsoleLogLevel } from './host-ports';
import { runScheduledJobs } from './scheduled-jobs';

/** What GET /api/version answers unless told otherwise: this package's version. */
export const LOCAL_SERVER_VERSION: string = packageJson.version;

export interface LocalServerOptions {
  /** Loads sql.js: `() => initSqlJs()` in Node, `loadSqlJsInBrowser` (from `@lms/browser/sql-js-browser`) in a page. */
  sqlJs: SqlJsLoader;
  /** A database file from `export()` to start from (a seeded platform); a fresh, empty one otherwise. */
  database?: Uint8Array;
  /** The domain's clock, milliseconds since the epoch. */
  now?: () => number;
  /** The client side's clock: adapters' expiry times and the delayed mode's timers. */
  clock?: Clock;
  /** Overrides of the defaults in local-config.ts (this page's origin, both popup providers, sandbox payments). */
  config?: Partial<DomainConfig>;
  /** PBKDF2 iterations of new password hashes; 210 000 by default, a thousand or so is plenty for stories. */
  passwordIterations?: number;
  /** Who signs in through each provider's popup; a provider without one behaves as a closed popup. */
  popupIdentities?: PopupIdentities;
  /** The console log's threshold; errors only by default. */
  logLevel?: ConsoleLogLevel;
  /** What GET /api/version answers. */
  version?: string;
  /** How uploads cross the simulated network (progress per chunk); 64 KB every 120 ms by default. */
  upload?: Partial<UploadSimulation>;
  /** Largest file per storage area; the domain's defaults (5 MB pictures, 200 MB course media) otherwise. */
  fileLimits?: Partial<FileLimits>;
  /** Fonts for certificate PDFs (a page fetches them from its own assets); without them PDFs are refused. */
  certificateFonts?: CertificateFonts;
  /** Signs Open Badges credentials; without one, badges are awarded but their credentials cannot be downloaded. */
  credentialSigner?: CredentialSigner;
  /**
   * A mail relay the page plays (a story's relay that refuses, or takes mails): the domain's outbox then queues,
   * retries and logs as on the server. None by default: every mail is kept for `outbox()`.
   */
  mailTransport?: MailTransport;
  /** The client's address of each request (the domain's per-address rate limits, the audit log); 127.0.0.1 by default. */
  clientIp?: (request: Request) => string;
}

export interface LocalServer {
  /** The server's HTTP API answered in-process: what lms-core's server adapters are given as their fetch. */
  readonly fetch: FetchFunction;
  /** The domain's context, for seeding and assertions with lms-domain's own functions. */
  readonly context: DomainContext;
  /** The migrations applied when opening (none for an up-to-date snapshot). */
  readonly migrations: MigrationReport;
  /** The BackendPort for a session's token source: lms-core's server adapters over `fetch`. */
  connect(getIdToken: IdTokenSource): BackendPort;
  /** Loading, delayed, error or offline answers from now on, for the scope given (see BackendMode). */
  setMode(mode: BackendMode, scope?: ModeScope): void;
  /** A session for an existing account without its password: a story that starts signed in. */
  sessionFor(uid: string): Promise<AuthResult>;
  /** The domain's file service over this page's memory (stored files live as long as the server; not exported). */
  readonly files: FileService<Uint8Array>;
  /** The paths of the files this server's memory holds, sorted: what a story checks was or was not stored. */
  storedPaths(): string[];
  /** Mails kept so far (welcome, password reset, verification, sign-in links), oldest first. */
  outbox(): Promise<OutboxMail[]>;
  /** The domain's scheduled jobs, once each (or those named), as the server's timers would run them; their outcomes. */
  runScheduledJobs(names?: readonly string[]): Promise<JobOutcome[]>;
  /** The database file, to reopen with `createLocalServer({database})`; only while no request is under way. */
  export(): Uint8Array;
  close(): Promise<void>;
}

export async function createLocalServer(options: LocalServerOptions): Promise<LocalServer> {
  const clock = options.clock ?? systemClock;
  const opened = await openDatabase(options.sqlJs, options.database);
  const config = localConfig(options.config);
  const fileBytes = createMemoryFileBytes();
  const ctx: FileContext<Uint8Array> = {
    db: opened.db,
    dialect: 'sqlite',
    config,
    now: options.now ?? (() => Date.now()),
    ...browserPorts({ passwordIterations: options.passwordIterations, logLevel: options.logLevel }),
    // Its own type of store, so downloads hand this host the Uint8Array its fetch answers with.
    fileBytes,
    ...(options.certificateFonts ? { certificateFonts: options.certificateFonts } : {}),
    ...(options.credentialSigner ? { credentialSigner: options.credentialSigner } : {}),
    ...(options.mailTransport ? { mailTransport: options.mailTransport } : {}),
  };
  const files = createFileService(ctx, { ...DEFAULT_FILE_LIMITS, ...options.fileLimits });
  const simulation: UploadSimulation = { ...DEFAULT_UPLOAD_SIMULATION, ...options.upload };
  const mode = new ModeSwitch(clock);
  const fetch = createLocalFetch({
    ctx,
    files,
    mode,
    version: options.version ?? LOCAL_SERVER_VERSION,
    ...(options.clientIp ? { clientIp: options.clientIp } : {}),
  });
  const baseUrl = config.publicUrl;
  const popupIdentities = options.popupIdentities ?? {};

  return {
    fetch,
    context: ctx,
    migrations: opened.migrations,
    connect(getIdToken) {
      const auth = serverAuth({
        baseUrl,
        fetch,
        clock,
        // The popup is played in-process, behind the same mode switch as the requests a real popup makes.
        openPopup: async (provider) => {
          const passage = await mode.pass('auth', 'signInWithProvider');
          if (passage.kind === 'offline') {
            throw new LmsError(
              'auth/network-request-failed',
              'The sign-in window could not reach the server.',
            );
          }
          if (passage.kind === 'error') throw new LmsError(passage.code, passage.message);
          try {
            const answer = await signInThroughPopup(ctx, provider, popupIdentities[provider]);
            return authResultFromWire(answer, clock.now());
          } catch (error) {
            if (isLmsError(error)) throw error;
            // What the server's popup posts for its own failures; the detail goes to the log.
            ctx.log.error({ err: error }, 'Provider sign-in failed');
            throw new LmsError('auth/internal-error', 'Sign-in failed because of a server error.');
          }
        },
      });
      return {
        auth,
        functions: serverFunctions({ baseUrl, getIdToken, fetch, clock }),
        storage: createLocalStorage({ ctx, files, mode, clock, getIdToken, simulation }),
      };
    },
    setMode: (next, scope) => mode.set(next, scope),
    async sessionFor(uid) {
      const user = await findUserByUid(ctx, uid);
      if (user === undefined) throw new LmsError('auth/user-not-found', `There is no account ${uid}.`);
      if (user.disabled === 1) throw new LmsError('auth/user-disabled', 'This account has been disabled.');
      const tokens = await issueSession(ctx, user, { provider: user.provider });
      return authResultFromWire(await sessionResponse(ctx, user, tokens, false), clock.now());
    },
    files,
    storedPaths: () => fileBytes.paths(),
    outbox: () => readOutbox(ctx),
    runScheduledJobs: (names) => runScheduledJobs(ctx, names),
    export: () => opened.export(),
    close: () => opened.close(),
  };
}
