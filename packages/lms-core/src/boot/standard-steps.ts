// The three standard boot steps of spec section 4. What they load is the app's business, so each takes injected
// functions; the steps hold the order-independent rules (what counts as failure, when to redirect).
import { LmsError } from '../errors/lms-error';
import type { BootRedirect, BootStep } from './run-boot';
import { compareVersions, parseVersion, type VersionPrecision } from './version';

export interface HttpClientStepOptions<Client> {
  /** Builds the client (base URL, ID-token source, timeouts); may check the server is reachable. */
  create: () => Client | Promise<Client>;
  /** Hands the client to whatever needs it (the store, the back-end port). */
  install: (client: Client) => void | Promise<void>;
}

export function httpClientStep<Client>(options: HttpClientStepOptions<Client>): BootStep {
  return {
    name: 'http-client',
    async run() {
      await options.install(await options.create());
    },
  };
}

export interface ProductStepOptions<Config> {
  /** Loads the product configuration (the product noun, site settings). */
  load: () => Promise<Config>;
  /** Applies it before the first screen renders, so no screen shows the wrong noun. */
  apply: (config: Config) => void | Promise<void>;
}

export function productStep<Config>(options: ProductStepOptions<Config>): BootStep {
  return {
    name: 'product',
    async run() {
      const config = await options.load();
      // A missing configuration would leave every screen without its noun: better not to mount.
      if (config === undefined || config === null) {
        throw new LmsError('functions/not-found', 'The product configuration is missing');
      }
      await options.apply(config);
    },
  };
}

export interface VersionStepOptions {
  /** The version this bundle was built as. */
  clientVersion: string;
  fetchServerVersion: () => Promise<string>;
  /**
   * Where to send a client older than the server, usually the current page with a cache-busting query so the
   * browser fetches the new bundle. Gets both versions so the address can name the one it expects.
   */
  reloadUrl: (versions: { clientVersion: string; serverVersion: string }) => string;
  /** Default 'minor': a newer patch keeps the API compatible and does not force a reload. */
  precision?: VersionPrecision;
}

export function versionStep(options: VersionStepOptions): BootStep {
  return {
    name: 'version',
    async run({ logger }): Promise<void | BootRedirect> {
      // Checked here rather than at creation so a bad build number is logged and stops the mount like any failure.
      const client = parseVersion(options.clientVersion);
      if (!client) {
        throw new LmsError(
          'functions/invalid-argument',
          `Client version "${options.clientVersion}" is not MAJOR.MINOR.PATCH`,
        );
      }
      const serverVersion = await options.fetchServerVersion();
      const server = parseVersion(serverVersion);
      if (!server) {
        throw new LmsError(
          'functions/internal',
          `Server version "${serverVersion}" is not MAJOR.MINOR.PATCH`,
        );
      }
      const order = compareVersions(client, server, options.precision ?? 'minor');
      if (order < 0) {
        return { redirect: options.reloadUrl({ clientVersion: options.clientVersion, serverVersion }) };
      }
      // A newer client meets an older server during a rolling deploy; it keeps working but is worth a note.
      if (order > 0) logger.warn(`Client ${options.clientVersion} is newer than server ${serverVersion}`);
    },
  };
}
