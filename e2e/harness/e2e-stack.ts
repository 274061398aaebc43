// Everything the browser tests talk to: a local OpenID provider (standing in for Google and Microsoft) and the
// built LMS server on a fresh data directory, with the e2e rate limits written into its settings.
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_ADMIN } from './e2e-environment';
import { findFreePort } from './free-port';
import { libraryDemoOrigin as chooseLibraryDemoOrigin } from './library-demo';
import { startLmsServer, type RunningLmsServer } from './lms-server-process';
import { startOidcProvider } from './oidc-provider';
import { writeE2eRateLimits } from './rate-limit-settings';

export interface E2eStack {
  baseUrl: string;
  dataDir: string;
  /** The origin the library demo is to run on (allowed in LMS_LIBRARY_ORIGINS). */
  libraryDemoOrigin: string;
  stop(): Promise<void>;
}

// Different host names for the two servers: cookies ignore ports, so the provider's session cookies must not
// land in the app's cookie jar (and the popup really goes to another site, as with Google).
const LMS_HOST = '127.0.0.1';
const OIDC_HOST = 'localhost';
const PROVIDERS = ['google', 'microsoft'] as const;

export async function startE2eStack(repositoryRoot: string): Promise<E2eStack> {
  const builtHostApp = join(repositoryRoot, 'apps/host/dist');
  if (!existsSync(join(builtHostApp, 'index.html'))) {
    throw new Error(
      `${builtHostApp} has no index.html: build first (npm run build), as the root "test" script does`,
    );
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'lms-e2e-'));
  // A copy of the built host app: a rebuild during the run (Vite empties its dist/ first) must not pull pages
  // from under the tests, and the whole run sees one build.
  const hostAppDir = join(dataDir, 'host-app');
  await cp(builtHostApp, hostAppDir, { recursive: true });
  const lmsPort = await findFreePort(LMS_HOST);
  const baseUrl = `http://${LMS_HOST}:${lmsPort}`;
  const libraryDemoOrigin = await chooseLibraryDemoOrigin();

  const clients = PROVIDERS.map((provider) => ({
    provider,
    clientId: `lms-e2e-${provider}`,
    clientSecret: `lms-e2e-${provider}-secret`,
    redirectUri: `${baseUrl}/api/auth/oauth/${provider}/callback`,
  }));
  const oidc = await startOidcProvider({ host: OIDC_HOST, port: await findFreePort(OIDC_HOST), clients });
  const oidcEnv = Object.fromEntries(
    clients.flatMap(({ provider, clientId, clientSecret }) => {
      const prefix = `LMS_${provider.toUpperCase()}`;
      return [
        [`${prefix}_ISSUER`, oidc.issuer],
        [`${prefix}_CLIENT_ID`, clientId],
        [`${prefix}_CLIENT_SECRET`, clientSecret],
      ];
    }),
  );

  let server: RunningLmsServer;
  try {
    server = await startLmsServer({
      repositoryRoot,
      url: baseUrl,
      logFile: join(dataDir, 'server.log'),
      env: {
        PORT: String(lmsPort),
        HOST: LMS_HOST,
        LMS_PUBLIC_URL: baseUrl,
        LMS_DATA_DIR: dataDir,
        LMS_HOST_APP_DIR: hostAppDir,
        LMS_LIBRARY_ORIGINS: libraryDemoOrigin,
        LMS_ADMIN_EMAIL: E2E_ADMIN.email,
        LMS_ADMIN_PASSWORD: E2E_ADMIN.password,
        // Empty means unset: mails go to the outbox the tests read, and the embedded SQLite database is used,
        // whatever the developer's shell holds.
        SMTP_URL: '',
        DATABASE_URL: '',
        ...oidcEnv,
      },
    });
    writeE2eRateLimits(dataDir);
  } catch (error) {
    await oidc.close();
    // The data directory stays: its server.log tells why the start failed.
    throw error;
  }

  return {
    baseUrl,
    dataDir,
    libraryDemoOrigin,
    async stop() {
      await server.stop();
      await oidc.close();
      if (process.env.LMS_E2E_KEEP_DATA === undefined) await rm(dataDir, { recursive: true, force: true });
      else console.log(`e2e data directory kept: ${dataDir}`);
    },
  };
}
