// The Firebase deployment of the platform on the emulators, for the Firebase end-to-end spec (issue 33): the
// Firebase build of the host app served by the Hosting emulator with firebase.json's headers, redirects and
// rewrites, the deployable functions bundle (npm run build:firebase) on the Functions emulator over a fresh PostgreSQL database
// migrated and seeded with the deploy commands (`lms firebase migrate`, `lms firebase seed-demo`), and the Auth
// emulator. Every port is free-chosen; the page reads the emulators' addresses as a demo- project's page does.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  EMULATOR_ENV,
  firebaseCli,
  functionsNode,
  quietCliHome,
  untilListening,
} from '../../packages/lms-firebase/test/support/emulator-cli';
import { findFreePort } from './free-port';
import { serverCliPath } from './lms-server-process';

export interface FirebaseStack {
  /** The Hosting emulator's origin: the site. */
  baseUrl: string;
  /** Where the callables answer: `<this>/<operation>` (the Functions emulator's us-central1 of the demo project). */
  functionsUrl: string;
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';
/** firebase.json's demo project: it exists only on the emulators, and its pages read their addresses. */
const PROJECT_ID = 'demo-lms';
const ADMIN_URL = process.env.LMS_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const KEPT_OUTPUT_CHARS = 6000;

interface HostingHeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

async function psql(sql: string): Promise<void> {
  await promisify(execFile)('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', ADMIN_URL, '-c', sql]);
}

/** Runs a deploy command of the built `lms` (lms firebase ...) and fails with its output. */
async function deployCommand(repositoryRoot: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await promisify(execFile)(process.execPath, [serverCliPath(repositoryRoot), 'firebase', ...args], {
      cwd: repositoryRoot,
      env,
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`lms firebase ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`, {
      cause: error,
    });
  }
}

/** firebase.json's page policy, letting this run's pages reach the emulators (as page-policy.ts does for a demo). */
function withEmulators(rules: HostingHeaderRule[], origins: string): HostingHeaderRule[] {
  return rules.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key === 'Content-Security-Policy'
        ? {
            ...header,
            value: header.value
              .replace("connect-src 'self'", `connect-src 'self' ${origins}`)
              .replace("frame-src 'self'", `frame-src 'self' ${origins}`),
          }
        : header,
    ),
  }));
}

export async function startFirebaseStack(repositoryRoot: string): Promise<FirebaseStack> {
  const builtSite = join(repositoryRoot, 'apps/host/dist-firebase');
  const builtFunctions = join(repositoryRoot, 'packages/lms-firebase/functions/index.cjs');
  for (const built of [join(builtSite, 'app.html'), builtFunctions]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: build first (npm run build)`);
  }
  // Inside the repository, so the functions' firebase-admin and firebase-functions resolve to its node_modules.
  const runDir = await mkdtemp(join(repositoryRoot, '.firebase-e2e-'));
  const database = `lms_e2e_firebase_${process.pid}_${Date.now()}`;
  let child: ChildProcess | undefined;
  let output = '';

  const stop = async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child!.once('close', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    // The functions' connections close with the emulator; a straggler is ended so the database can go.
    await psql(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => undefined);
    await rm(runDir, { recursive: true, force: true });
  };

  try {
    const [hosting, auth, functions, hub, logging] = await Promise.all(
      Array.from({ length: 5 }, () => findFreePort(HOST)),
    );
    const baseUrl = `http://${HOST}:${hosting}`;
    const emulatorOrigins = [`http://${HOST}:${auth}`, `http://${HOST}:${functions}`];

    // The site as deployed, plus where a demo project's page finds the emulators.
    const publicDir = join(runDir, 'public');
    await cp(builtSite, publicDir, { recursive: true });
    await writeFile(
      join(publicDir, 'lms-firebase-emulators.json'),
      JSON.stringify({ auth: { host: HOST, port: auth }, functions: { host: HOST, port: functions } }),
    );
    const project = JSON.parse(await readFile(join(repositoryRoot, 'firebase.json'), 'utf8')) as {
      hosting: { headers: HostingHeaderRule[]; redirects: unknown[]; rewrites: unknown[] };
    };
    const configFile = join(runDir, 'firebase.json');
    await writeFile(
      configFile,
      JSON.stringify({
        functions: [
          { source: '../packages/lms-firebase/functions', codebase: 'default', runtime: 'nodejs22' },
        ],
        hosting: {
          public: 'public',
          headers: withEmulators(project.hosting.headers, emulatorOrigins.join(' ')),
          redirects: project.hosting.redirects,
          rewrites: project.hosting.rewrites,
        },
        emulators: {
          auth: { host: HOST, port: auth },
          functions: { host: HOST, port: functions },
          hosting: { host: HOST, port: hosting },
          hub: { host: HOST, port: hub },
          logging: { host: HOST, port: logging },
          ui: { enabled: false },
          singleProjectMode: true,
        },
      }),
    );
    quietCliHome(runDir);

    await psql(`CREATE DATABASE "${database}"`);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: `${ADMIN_URL.replace(/\/[^/]*$/, '')}/${database}`,
      GCLOUD_PROJECT: PROJECT_ID,
      LMS_PUBLIC_URL: baseUrl,
      // What Hosting's /__/firebase/init.json gives a demo project's page.
      LMS_FIREBASE_API_KEY: 'fake-api-key',
      LMS_STORAGE_BUCKET: `${PROJECT_ID}.appspot.com`,
      LMS_FIREBASE_EMULATOR_ORIGINS: emulatorOrigins.join(','),
      ...EMULATOR_ENV,
      XDG_CONFIG_HOME: runDir,
      CI: 'true',
    };
    await deployCommand(repositoryRoot, ['migrate'], env);
    await deployCommand(repositoryRoot, ['seed-demo', '--assets', join(publicDir, 'assets/demo')], env);

    child = spawn(
      await functionsNode(),
      [
        firebaseCli(),
        'emulators:start',
        '--only',
        'auth,functions,hosting',
        '--project',
        PROJECT_ID,
        '--config',
        configFile,
      ],
      { cwd: runDir, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-KEPT_OUTPUT_CHARS));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    await untilListening(
      baseUrl,
      child,
      () => output,
      (text) => text.includes('All emulators ready'),
    );
    // The emulator says it is ready even when it could not load the functions' code: ask one callable.
    const functionsUrl = `http://${HOST}:${functions}/${PROJECT_ID}/us-central1`;
    const probe = await fetch(`${functionsUrl}/listCourses`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: {} }),
    });
    const answer = await probe.text();
    if (answer.includes('does not exist'))
      throw new Error(`The functions are not served: ${answer}\n${output}`);
    await warmBlockingFunctions(`http://${HOST}:${auth}`);
    return { baseUrl, functionsUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Signs a throwaway account up and in through the Auth emulator, so the blocking functions (beforeUserCreated,
 * beforeUserSignedIn) have a started process before a test's page asks: the emulator starts one on first use, and on
 * a busy machine that start alone outlasted the Firebase SDK's 30 s limit on the page's sign-up (loaded run 17).
 */
async function warmBlockingFunctions(authOrigin: string): Promise<void> {
  const account = { email: 'warm-up@example.com', password: 'Warm-up-2026', returnSecureToken: true };
  for (const step of ['signUp', 'signInWithPassword']) {
    const answer = await fetch(
      `${authOrigin}/identitytoolkit.googleapis.com/v1/accounts:${step}?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(account),
      },
    );
    if (!answer.ok) throw new Error(`Warming the blocking functions (${step}): ${await answer.text()}`);
  }
}
