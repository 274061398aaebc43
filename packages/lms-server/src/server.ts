// Starting the server: database, schema, demo content and first admin, then HTTP. `lms start` and the tests use
// this same path, so what is tested is what runs.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { isLmsError } from '@lms/core';
import { createPasswordAccount, ensureFirstAdminSetup } from '@lms/domain';
import { createApp, type AppOptions } from './app';
import type { ServerConfig } from './config';
import { serverDemoAssets, serverPorts } from './host-ports';
import type { ServerContext } from './context';
import { hasAnyCourse } from '@lms/domain';
import { openDatabase } from './db/connection';
import { migrateToLatest } from '@lms/domain';
import { handlersInFlightOf } from './http/handlers-in-flight';
import { seedDemoContent } from '@lms/domain';
import { findUserByEmail } from '@lms/domain';

/** How long a shutdown waits for handlers whose clients have gone before it closes the database. */
const HANDLER_GRACE_MS = 10_000;

export interface StartServerOptions {
  /** Listen on config.port/host (default); tests pass false and use app.inject. */
  listen?: boolean;
  app?: AppOptions;
  now?: () => number;
}

export interface RunningServer {
  app: FastifyInstance;
  ctx: ServerContext;
  /** Where the server listens, or null when it does not. */
  url: string | null;
  /** The one-time link to create the first administrator, when there is none yet. */
  adminSetupUrl: string | null;
  close(): Promise<void>;
}

export async function startServer(
  config: ServerConfig,
  options: StartServerOptions = {},
): Promise<RunningServer> {
  const log = pino({ level: config.logLevel });
  const database = await openDatabase(config);
  const ctx: ServerContext = {
    db: database.db,
    dialect: database.dialect,
    config,
    log,
    now: options.now ?? Date.now,
    ...serverPorts(config, log),
    ...(database.poolStats ? { poolStats: database.poolStats } : {}),
  };
  let app: FastifyInstance | null = null;
  try {
    const { applied } = await migrateToLatest(ctx.db);
    if (applied.length > 0) log.info({ applied }, 'database migrated');
    await seedDemoIfEmpty(ctx);
    const adminSetupUrl = await ensureAdmin(ctx);

    app = await createApp(ctx, options.app);
    let url: string | null = null;
    if (options.listen !== false) {
      await app.listen({ port: config.port, host: config.host });
      const { port } = app.server.address() as AddressInfo;
      const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
      url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    }

    let closing: Promise<void> | null = null;
    const running = app;
    return {
      app: running,
      ctx,
      url,
      adminSetupUrl,
      close: () =>
        (closing ??= running
          .close()
          .then(() => handlersInFlightOf(running)?.settled(HANDLER_GRACE_MS))
          .then((settled) => {
            if (settled === false)
              log.warn(
                `requests still running ${HANDLER_GRACE_MS} ms after the server closed; closing the database`,
              );
          })
          .finally(() => database.close())),
    };
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }
}

export async function seedDemoIfEmpty(ctx: ServerContext): Promise<void> {
  if (!ctx.config.seedDemo || (await hasAnyCourse(ctx.db))) return;
  const report = await seedDemoContent(ctx, serverDemoAssets);
  if (report.created.length > 0) ctx.log.info({ courses: report.created.length }, 'demo catalogue seeded');
}

/**
 * LMS_ADMIN_EMAIL/LMS_ADMIN_PASSWORD create that admin once; without them, and with no admin yet, a one-time setup
 * link is returned for the operator (printed by `lms start`).
 */
export async function ensureAdmin(ctx: ServerContext): Promise<string | null> {
  const { adminEmail, adminPassword } = ctx.config;
  if (adminEmail !== null && adminPassword !== null) {
    const existing = await findUserByEmail(ctx, adminEmail);
    if (existing === undefined) {
      try {
        await createPasswordAccount(ctx, { email: adminEmail, password: adminPassword, role: 'admin' });
        ctx.log.info({ email: adminEmail }, 'administrator created from LMS_ADMIN_EMAIL');
      } catch (error) {
        // Another server copy starting at the same moment created it first.
        if (!(isLmsError(error) && error.code === 'auth/email-already-in-use')) throw error;
      }
    } else if (existing.role !== 'admin') {
      // Never change an existing account's role or password behind its owner's back: tell the operator instead.
      ctx.log.warn(
        { email: adminEmail },
        'LMS_ADMIN_EMAIL belongs to an existing account that is not an administrator',
      );
    }
    return null;
  }
  const setupUrl = await ensureFirstAdminSetup(ctx);
  if (setupUrl !== null)
    ctx.log.warn({ setupUrl }, 'no administrator yet: open the setup link to create one');
  return setupUrl;
}
