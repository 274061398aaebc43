#!/usr/bin/env node
// The Firebase host's deploy-time commands: `lms firebase <command>` (the server's `lms` hands them here when this
// package is installed) or `lms-firebase <command>`. Each command is an exported function taking the configuration
// and an output, so tests run them in-process, as the server's `lms` does. The configuration is the functions' own
// (config.ts), so a deploy step checks the settings the deployment will run with.
import { statSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type BaseAuth, type UserRecord } from 'firebase-admin/auth';
import { getStorage } from 'firebase-admin/storage';
import { isLmsError, LmsError } from '@lms/core';
import {
  findUserByEmail,
  findUserByUid,
  insertUser,
  seedDemoContent,
  setUserRole,
  type Caller,
  type DemoAssets,
  type DomainContext,
  type DomainLog,
  type EnvRecord,
  type MigrationReport,
  type SeedReport,
} from '@lms/domain';
import { isEntryPoint } from '@lms/node';
import { loadFirebaseConfig, type FirebaseHostConfig } from './config';
import { migrateDatabase, openDatabase, type FirebaseDatabase } from './db/connection';
import { firebaseContext, platformAuth, structuredLog } from './host-ports';
import { platformAccountOf } from './identity/platform-account';

export interface CliOutput {
  info(message: string): void;
  error(message: string): void;
}

const consoleOutput: CliOutput = { info: (m) => console.log(m), error: (m) => console.error(m) };

/** The demo assets in the Hosting folder being deployed (firebase.json's public), from the repository's root. */
export const DEFAULT_DEMO_ASSETS = 'apps/host/dist-firebase/assets/demo';
/** Where Hosting serves them: the server's address of the same files, so the seed is the server's. */
const DEMO_ASSETS_PREFIX = '/assets/demo/';

export const USAGE = `Usage: lms firebase <command>   (or: lms-firebase <command>)

Commands:
  migrate                  bring the Firebase host's PostgreSQL schema up to date (before deploying the functions)
  create-admin --email E   make the Firebase Auth account of E an administrator (the admin claim and the platform's record)
  seed-demo [--assets DIR] add the demo content (courses, a survey, ...) that is missing; DIR is the demo assets
                           folder Hosting serves at /assets/demo/ (default: ${DEFAULT_DEMO_ASSETS},
                           written by npm run build:firebase)

Configuration comes from the functions' environment: DATABASE_URL, GCLOUD_PROJECT, LMS_FIREBASE_API_KEY,
LMS_STORAGE_BUCKET, LMS_FIREBASE_TENANT, ... (docs/firebase.md). Firebase Auth is reached with Google's
application default credentials, or the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set.`;

export async function runMigrate(
  config: FirebaseHostConfig,
  out: CliOutput = consoleOutput,
): Promise<MigrationReport> {
  const report = await migrateDatabase(config.databaseUrl);
  out.info(
    report.applied.length === 0 ? 'Database schema is up to date.' : `Applied: ${report.applied.join(', ')}`,
  );
  return report;
}

export interface CreateAdminReport {
  uid: string;
  /** The platform had no record of the account: one was made from the Firebase account. */
  recordCreated: boolean;
  /** The record was an administrator's already (the claim is set all the same). */
  wasAdmin: boolean;
}

/** Who the domain's log names as having changed the role: the operator at a terminal, not a signed-in person. */
const OPERATOR: Caller = { uid: 'lms-firebase-cli', email: '', admin: true, authTime: 0, provider: 'cli' };

/**
 * The account must already be in Firebase Auth (made in the console, or by the person signing up): this command
 * never makes passwords. The role goes through the domain's `setUserRole`, which sets the claim through the
 * identity port; an account the platform has no record of yet gets one under the same uid first.
 */
export async function runCreateAdmin(
  config: FirebaseHostConfig,
  account: { email: string },
  out: CliOutput = consoleOutput,
): Promise<CreateAdminReport> {
  const email = account.email.trim().toLowerCase();
  return withAdminApp(config, async (app) => {
    const auth = platformAuth(getAuth(app), config.tenantId);
    const firebaseAccount = await accountByEmail(auth, email, config.tenantId);
    const database = await openDatabase(config.databaseUrl, { maxConnections: 2 });
    try {
      const ctx = commandContext(config, app, database, out);
      const { uid } = firebaseAccount;
      let record = await findUserByUid(ctx, uid);
      const recordCreated = record === undefined;
      if (record === undefined) {
        const other = await findUserByEmail(ctx, email);
        if (other !== undefined) {
          throw new LmsError(
            'auth/email-already-in-use',
            `The platform's record of ${email} has uid ${other.uid}, but the Firebase account has uid ${uid}: ` +
              'they must be the same account. Remove one of them first.',
          );
        }
        // Found by its e-mail, the account has one: the record takes it as the command was given.
        record = await insertUser(ctx, { ...platformAccountOf({ ...firebaseAccount, email })!, email });
        out.info(`The platform had no record of ${email}: made one from the Firebase account.`);
      }
      const wasAdmin = record.role === 'admin';
      await setUserRole(ctx, OPERATOR, uid, 'admin');
      // setUserRole changes nothing for a record that is an administrator's already, whose account may still lack
      // the claim (removed in the console, or the record restored from a backup).
      if ((await auth.getUser(uid)).customClaims?.admin !== true) {
        await ctx.identity.roleChanged(ctx, uid, 'admin');
      }
      out.info(
        wasAdmin
          ? `${email} (uid ${uid}) was an administrator already; the admin claim is set.`
          : `${email} (uid ${uid}) is now an administrator: the admin claim reaches their token at their next ` +
              'sign-in or token refresh.',
      );
      return { uid, recordCreated, wasAdmin };
    } finally {
      await database.close();
    }
  });
}

/**
 * The demo catalogue, as the server's `lms seed-demo` adds it: the domain's seed of every area, on a migrated
 * database (openDatabase refuses pending migrations), with lesson files' sizes read from the demo assets Hosting
 * serves, so the size shown before a download is the real one.
 */
export async function runSeedDemo(
  config: FirebaseHostConfig,
  options: { assets?: string } = {},
  out: CliOutput = consoleOutput,
): Promise<SeedReport> {
  const assets = demoAssetsIn(resolve(options.assets ?? DEFAULT_DEMO_ASSETS));
  return withAdminApp(config, async (app) => {
    const database = await openDatabase(config.databaseUrl, { maxConnections: 2 });
    try {
      const report = await seedDemoContent(commandContext(config, app, database, out), assets);
      out.info(`Demo content added: ${report.created.length}; already present: ${report.skipped.length}.`);
      return report;
    } finally {
      await database.close();
    }
  });
}

function demoAssetsIn(dir: string): DemoAssets {
  const files = join(dir, 'files');
  if (!statSync(files, { throwIfNoEntry: false })?.isDirectory()) {
    throw new LmsError(
      'functions/not-found',
      `No demo assets at ${dir}: run \`npm run build:firebase\` first (it copies them into ${DEFAULT_DEMO_ASSETS}), ` +
        'or name their folder with --assets DIR.',
    );
  }
  return { prefix: DEMO_ASSETS_PREFIX, fileSize: (name) => statSync(join(files, name)).size };
}

/** Runs `work` with a firebase-admin app of its own, deleted at the end: commands (or tests) in one process never share one. */
async function withAdminApp<T>(config: FirebaseHostConfig, work: (app: App) => Promise<T>): Promise<T> {
  const app = initializeApp(
    { projectId: config.projectId },
    `lms-firebase-cli-${randomBytes(6).toString('hex')}`,
  );
  try {
    return await work(app);
  } finally {
    await deleteApp(app);
  }
}

/** The domain's context as a function instance builds it, on the functions' settings. */
function commandContext(
  config: FirebaseHostConfig,
  app: App,
  database: FirebaseDatabase,
  out: CliOutput,
): DomainContext {
  return firebaseContext({
    db: database.db,
    config: config.domain,
    auth: platformAuth(getAuth(app), config.tenantId),
    apiKey: config.apiKey,
    bucket: getStorage(app).bucket(config.storageBucket),
    log: warningsTo(out),
  });
}

async function accountByEmail(auth: BaseAuth, email: string, tenantId: string | null): Promise<UserRecord> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'auth/user-not-found') {
      const where = tenantId === null ? 'the project' : `tenant ${tenantId} (LMS_FIREBASE_TENANT)`;
      throw new LmsError(
        'functions/not-found',
        `No Firebase Auth account of ${where} has the e-mail ${email}. Create it first (Firebase console, ` +
          'Authentication > Users, or sign up in the app), then run this again.',
      );
    }
    if (code === 'auth/invalid-email') {
      throw new LmsError('functions/invalid-argument', `"${email}" is not an e-mail address.`);
    }
    if (code === 'app/invalid-credential') {
      throw new LmsError(
        'functions/unauthenticated',
        `Firebase Auth refused the credentials: ${(error as Error).message}\nSign in with ` +
          '`gcloud auth application-default login`, or set GOOGLE_APPLICATION_CREDENTIALS to a service account ' +
          'key of the project (or FIREBASE_AUTH_EMULATOR_HOST for the emulator).',
      );
    }
    throw error;
  }
}

/** The platform's record of a Firebase account, as its first sign-in would make it: the same uid and profile. */
/** The domain logs each change at info level; the command says what it did itself, so only trouble is shown. */
function warningsTo(out: CliOutput): DomainLog {
  const show = (message: string, ...data: unknown[]) =>
    out.error([message, ...data.map((fields) => JSON.stringify(fields))].join(' '));
  const quiet = () => {};
  return structuredLog({ error: show, warn: show, info: quiet, debug: quiet });
}

/** Runs one command line; resolves to the exit code. */
export async function main(
  argv: string[],
  env: EnvRecord = process.env,
  out: CliOutput = consoleOutput,
): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'migrate':
        if (rest.length > 0) {
          out.error(`migrate takes no arguments.\n\n${USAGE}`);
          return 2;
        }
        await runMigrate(loadFirebaseConfig(env), out);
        return 0;
      case 'create-admin': {
        const { values } = parseArgs({ args: rest, options: { email: { type: 'string' } }, strict: true });
        if (values.email === undefined) {
          out.error(`create-admin needs --email.\n\n${USAGE}`);
          return 2;
        }
        await runCreateAdmin(loadFirebaseConfig(env), { email: values.email }, out);
        return 0;
      }
      case 'seed-demo': {
        const { values } = parseArgs({ args: rest, options: { assets: { type: 'string' } }, strict: true });
        await runSeedDemo(
          loadFirebaseConfig(env),
          values.assets === undefined ? {} : { assets: values.assets },
          out,
        );
        return 0;
      }
      case undefined:
      case 'help':
      case '--help':
        out.info(USAGE);
        return command === undefined ? 2 : 0;
      default:
        out.error(`Unknown command "${command}".\n\n${USAGE}`);
        return 2;
    }
  } catch (error) {
    out.error(messageOf(error));
    return 1;
  }
}

/** Operators get the message, not a stack trace, for every failure that names its cause. */
function messageOf(error: unknown): string {
  if (isLmsError(error) || error instanceof TypeError) return error.message;
  const { code, message } = error as { code?: unknown; message?: unknown };
  // pg's and firebase-admin's refusals carry a code (ECONNREFUSED, 28P01, auth/...); pg's AggregateError has no text.
  if (typeof code === 'string')
    return `${typeof message === 'string' && message !== '' ? message : 'Failed'} (${code})`;
  return String((error as Error).stack ?? error);
}

if (isEntryPoint(import.meta.url)) {
  const code = await main(process.argv.slice(2));
  if (code !== 0) process.exit(code);
}
