#!/usr/bin/env node
// The `lms` command: start | migrate | create-admin --email E --password P | seed-demo | backup F | restore F, and
// `firebase <command>` handed to the Firebase host when it is installed (host-commands.ts). Each command is an
// exported function taking the configuration and an output, so tests run them in-process.
import { parseArgs } from 'node:util';
import pino from 'pino';
import { isLmsError } from '@lms/core';
import { createPasswordAccount } from '@lms/domain';
import { isEntryPoint } from '@lms/node';
import { loadConfig, type Env, type ServerConfig } from './config';
import { serverDemoAssets, serverPorts } from './host-ports';
import type { ServerContext } from './context';
import { backupSqlite, restoreSqlite } from './db/backup';
import { openDatabase } from './db/connection';
import { migrateToLatest, type MigrationReport } from '@lms/domain';
import { seedDemoContent, type SeedReport } from '@lms/domain';
import { startServer, type RunningServer } from './server';
import { HOST_CLIS, runHostCommand } from './host-commands';
import { consoleOutput, type CliOutput } from './cli-output';

export type { CliOutput } from './cli-output';

export const USAGE = `Usage: lms <command>

Commands:
  start                                   migrate, seed the demo catalogue if empty, and serve the app and API
  migrate                                 bring the database schema up to date
  create-admin --email E --password P     create an administrator account
  seed-demo                               add the demo content (courses, a survey) that is missing
  backup FILE                             copy the embedded database to FILE, while the server runs
  restore FILE                            put a backup in place (server stopped); the replaced database is kept
  firebase <command>                      the Firebase host's deploy steps: migrate, create-admin --email E, seed-demo
                                          (when @lms/firebase is installed; lms firebase help)

Configuration comes from environment variables (PORT, LMS_DATA_DIR, DATABASE_URL, ...; see CONTEXT.md).`;

/** Opens the database with the schema up to date, runs `work`, and always closes it. */
async function withDatabase<T>(config: ServerConfig, work: (ctx: ServerContext) => Promise<T>): Promise<T> {
  const database = await openDatabase(config);
  const log = pino({ level: config.logLevel });
  const ctx: ServerContext = {
    db: database.db,
    dialect: database.dialect,
    config,
    log,
    now: Date.now,
    ...serverPorts(config, log),
  };
  try {
    await migrateToLatest(ctx.db);
    return await work(ctx);
  } finally {
    await database.close();
  }
}

export async function runMigrate(
  config: ServerConfig,
  out: CliOutput = consoleOutput,
): Promise<MigrationReport> {
  const database = await openDatabase(config);
  try {
    const report = await migrateToLatest(database.db);
    out.info(
      report.applied.length === 0
        ? 'Database schema is up to date.'
        : `Applied: ${report.applied.join(', ')}`,
    );
    return report;
  } finally {
    await database.close();
  }
}

export async function runSeedDemo(config: ServerConfig, out: CliOutput = consoleOutput): Promise<SeedReport> {
  return withDatabase(config, async (ctx) => {
    const report = await seedDemoContent(ctx, serverDemoAssets);
    // Every area's demo items (courses, the demo survey, ...), each named in the report.
    out.info(`Demo content added: ${report.created.length}; already present: ${report.skipped.length}.`);
    return report;
  });
}

export async function runCreateAdmin(
  config: ServerConfig,
  account: { email: string; password: string },
  out: CliOutput = consoleOutput,
): Promise<{ uid: string }> {
  return withDatabase(config, async (ctx) => {
    const user = await createPasswordAccount(ctx, { ...account, role: 'admin' });
    out.info(`Administrator ${user.email} created.`);
    return { uid: user.uid };
  });
}

export interface ProcessControls {
  /** Where SIGINT/SIGTERM come from (the process; a test passes an emitter). */
  signals: Pick<NodeJS.EventEmitter, 'once'>;
  exit(code: number): void;
}

const realProcess: ProcessControls = { signals: process, exit: (code) => process.exit(code) };

/** Starts the server and stops it cleanly on SIGINT/SIGTERM (a second signal forces the exit). */
export async function runStart(
  config: ServerConfig,
  out: CliOutput = consoleOutput,
  controls: ProcessControls = realProcess,
): Promise<RunningServer> {
  const server = await startServer(config);
  out.info(
    `Learning platform listening on ${server.url ?? config.publicUrl} (public URL ${config.publicUrl})`,
  );
  if (server.adminSetupUrl !== null) {
    out.info(`No administrator yet. Open this one-time link to create one:\n  ${server.adminSetupUrl}`);
  }
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return controls.exit(1);
    stopping = true;
    out.info(`${signal} received: finishing requests in flight, then stopping.`);
    // Listen for a second signal: an operator pressing Ctrl+C twice wants out now.
    controls.signals.once('SIGINT', () => stop('SIGINT'));
    controls.signals.once('SIGTERM', () => stop('SIGTERM'));
    server.close().then(
      () => controls.exit(0),
      (error: unknown) => {
        out.error(`Shutdown failed: ${(error as Error).message}`);
        controls.exit(1);
      },
    );
  };
  controls.signals.once('SIGINT', () => stop('SIGINT'));
  controls.signals.once('SIGTERM', () => stop('SIGTERM'));
  return server;
}

/** Runs one command line; resolves to the exit code (start resolves once the server listens). */
export async function main(
  argv: string[],
  env: Env = process.env,
  out: CliOutput = consoleOutput,
): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'start':
        await runStart(loadConfig(env), out);
        return 0;
      case 'migrate':
        await runMigrate(loadConfig(env), out);
        return 0;
      case 'seed-demo':
        await runSeedDemo(loadConfig(env), out);
        return 0;
      case 'firebase':
        // The host reads its own configuration: the server's is neither needed nor checked.
        return await runHostCommand(HOST_CLIS.firebase!, rest, env, out);
      case 'backup':
      case 'restore': {
        const config = loadConfig(env);
        const file = rest[0];
        if (file === undefined || rest.length > 1) {
          out.error(`${command} needs one FILE.\n\n${USAGE}`);
          return 2;
        }
        if (config.databaseUrl !== null) {
          out.error(
            'DATABASE_URL is set: back up and restore PostgreSQL with pg_dump and pg_restore (docs/operations.md).',
          );
          return 2;
        }
        if (command === 'backup') {
          const report = await backupSqlite(config.dataDir, file);
          out.info(
            `Backed up to ${report.file} (${Math.ceil(report.bytes / 1024)} KB, ${report.migrations} migrations, checked).`,
          );
        } else {
          const report = restoreSqlite(config.dataDir, file);
          out.info(
            `Restored ${file} (${report.migrations} migrations; newer ones run at the next start).` +
              (report.previous ? ` The replaced database is kept at ${report.previous}.` : ''),
          );
        }
        return 0;
      }
      case 'create-admin': {
        const { values } = parseArgs({
          args: rest,
          options: { email: { type: 'string' }, password: { type: 'string' } },
          strict: true,
        });
        if (values.email === undefined || values.password === undefined) {
          out.error('create-admin needs --email and --password.\n\n' + USAGE);
          return 2;
        }
        await runCreateAdmin(loadConfig(env), { email: values.email, password: values.password }, out);
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
    // Operators get the message, not a stack trace: every expected failure is an LmsError with a clear text.
    out.error(
      isLmsError(error) || error instanceof TypeError
        ? error.message
        : String((error as Error).stack ?? error),
    );
    return 1;
  }
}

if (isEntryPoint(import.meta.url)) {
  const code = await main(process.argv.slice(2));
  if (code !== 0) process.exit(code);
}
