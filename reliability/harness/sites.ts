// A site under test: a fresh data directory (SQLite) or a fresh PostgreSQL database, migrated by `lms migrate` from
// the production build, with the suite's rate-limit settings written in, and `lms start` processes on it. Servers are
// started as the bench starts them (bench/http/server-process.ts) and can be stopped or killed with SIGKILL.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { startProcess, type ServerProcess } from '../../bench/http/server-process';
import { createServer } from 'node:net';

export type Dialect = 'sqlite' | 'postgres';

export const ADMIN_EMAIL = 'admin@reliability.example.com';
export const PASSWORD = 'Reliability-Pass-1';

export interface SiteOptions {
  repoRoot: string;
  workDir: string;
  postgresAdminUrl: string;
  /** A name for the directory and database (letters, digits, _). */
  name: string;
  dialect: Dialect;
  /** Overrides of the auth.rateLimits setting (every request of the suite comes from 127.0.0.1). */
  authRateLimits?: Record<string, { limit: number; windowMs: number }>;
  /** More environment for every server of the site. */
  env?: Record<string, string>;
}

export interface Site {
  dialect: Dialect;
  dataDir: string;
  databaseUrl: string | null;
  /** LMS_PUBLIC_URL of its servers (the ID tokens' issuer): set before the first start. */
  publicUrl: string;
  env(): Record<string, string>;
  /** Runs `lms <args>` on this site to completion; returns its exit code and output. */
  cli(args: string[], extraEnv?: Record<string, string>): { code: number; output: string };
  start(options?: { port?: number; label?: string }): Promise<ServerProcess>;
  /** SQL over the site's database (SQLite read-only file access, or a pg client). */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

const MINUTE = 60_000;

/** A port nobody listens on now (bench/http/http-suite.ts has the same, but its module loads the data generator). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function adminClient(adminUrl: string): pg.Client {
  return new pg.Client({ connectionString: adminUrl });
}

export async function createSite(options: SiteOptions): Promise<Site> {
  if (!/^[a-z0-9_]+$/.test(options.name)) throw new Error(`Bad site name ${options.name}`);
  const tag = `${options.name}_${randomBytes(3).toString('hex')}`;
  const dataDir = join(options.workDir, tag);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  let databaseUrl: string | null = null;
  const databaseName = `lms_reliability_${tag}`;
  if (options.dialect === 'postgres') {
    const client = adminClient(options.postgresAdminUrl);
    await client.connect();
    try {
      await client.query(`CREATE DATABASE ${databaseName}`);
    } finally {
      await client.end();
    }
    const url = new URL(options.postgresAdminUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  const cliPath = join(options.repoRoot, 'packages/lms-server/dist/cli.js');
  let serverCount = 0;
  const site: Site = {
    dialect: options.dialect,
    dataDir,
    databaseUrl,
    publicUrl: '',
    env() {
      return {
        LMS_DATA_DIR: dataDir,
        ...(site.publicUrl === '' ? {} : { LMS_PUBLIC_URL: site.publicUrl }),
        LMS_ADMIN_EMAIL: ADMIN_EMAIL,
        LMS_ADMIN_PASSWORD: PASSWORD,
        LMS_SEED_DEMO: 'true',
        LMS_LOG_LEVEL: 'warn',
        // Writers and the fuzz send X-Forwarded-For, so per-address limits (support forms) see many clients.
        LMS_TRUST_PROXY: 'true',
        LMS_HOST_APP_DIR: join(options.repoRoot, 'apps/host/dist'),
        NODE_ENV: 'production',
        // The writers pay with the sandbox's test card, which production leaves off unless it is turned on.
        LMS_PAYMENTS_SANDBOX: 'true',
        ...(databaseUrl === null ? {} : { DATABASE_URL: databaseUrl }),
        ...options.env,
      };
    },
    cli(args, extraEnv = {}) {
      const run = spawnSync(process.execPath, [cliPath, ...args], {
        env: { ...process.env, ...site.env(), ...extraEnv },
        encoding: 'utf8',
        timeout: 5 * MINUTE,
      });
      return { code: run.status ?? 1, output: `${run.stdout ?? ''}${run.stderr ?? ''}`.trim() };
    },
    async start(startOptions = {}) {
      const port = startOptions.port ?? (await freePort());
      if (site.publicUrl === '') site.publicUrl = `http://127.0.0.1:${port}`;
      serverCount += 1;
      return startProcess({
        args: [cliPath, 'start'],
        env: site.env(),
        port,
        logFile: join(options.workDir, `${tag}-${startOptions.label ?? `server-${serverCount}`}.log`),
        probePath: '/api/health/ready',
        timeoutMs: 120_000,
      });
    },
    async query<T>(sql: string, params: unknown[] = []) {
      if (databaseUrl === null) {
        const db = new SqliteDatabase(join(dataDir, 'lms.sqlite'), { readonly: true, fileMustExist: true });
        try {
          return db.prepare(sql).all(...params) as T[];
        } finally {
          db.close();
        }
      }
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        // Written with ? placeholders for both dialects.
        let n = 0;
        return (
          await client.query(
            sql.replace(/\?/g, () => `$${++n}`),
            params,
          )
        ).rows as T[];
      } finally {
        await client.end();
      }
    },
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      if (options.dialect === 'postgres') {
        const client = adminClient(options.postgresAdminUrl);
        await client.connect();
        try {
          await client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
        } finally {
          await client.end();
        }
      }
    },
  };

  const migrated = site.cli(['migrate']);
  if (migrated.code !== 0) throw new Error(`lms migrate failed: ${migrated.output}`);
  await writeAuthRateLimits(site, options.authRateLimits ?? {});
  return site;
}

/** The identity provider's limits live in the settings table (lms-domain rate-limit/auth-rate-limits.ts). */
async function writeAuthRateLimits(site: Site, limits: Record<string, unknown>): Promise<void> {
  if (Object.keys(limits).length === 0) return;
  const value = JSON.stringify(limits);
  const now = Date.now();
  if (site.databaseUrl === null) {
    const db = new SqliteDatabase(join(site.dataDir, 'lms.sqlite'));
    try {
      db.prepare(`insert into settings (key, value, updated_at) values ('auth.rateLimits', ?, ?)`).run(
        value,
        now,
      );
    } finally {
      db.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: site.databaseUrl });
  await client.connect();
  try {
    await client.query(`insert into settings (key, value, updated_at) values ('auth.rateLimits', $1, $2)`, [
      value,
      now,
    ]);
  } finally {
    await client.end();
  }
}

/** Every client of the suite signs up and signs in from 127.0.0.1: the per-address limits are raised. */
export const GENEROUS_AUTH_LIMITS = {
  signUpPerIp: { limit: 1_000_000, windowMs: 60 * MINUTE },
  signInPerIp: { limit: 1_000_000, windowMs: 15 * MINUTE },
};

/** SIGKILL: no shutdown hook runs; resolves once the process has gone. */
export async function killHard(server: ServerProcess): Promise<void> {
  try {
    process.kill(server.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
  await server.stop();
}
