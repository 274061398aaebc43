// Builds the benchmark's data set in a fresh database: the server's own migrations first, then every row by bulk
// insert in large transactions straight into the tables (SQLite: multi-row prepared statements on a private
// connection; PostgreSQL: one INSERT ... SELECT FROM unnest(arrays) per 20,000 rows), then ID tokens signed with
// the database's own signing key, so the load needs no sign-in. The data set is never shipped: it is made per run.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../../packages/lms-server/src/config';
import { serverPorts } from '../../packages/lms-server/src/host-ports';
import type { DatabaseDialect, ServerContext } from '../../packages/lms-server/src/context';
import { SQLITE_FILE_NAME, openDatabase } from '../../packages/lms-server/src/db/connection';
import { migrateToLatest } from '../../packages/lms-domain/src/areas/schema';
import type { UserRow } from '../../packages/lms-domain/src/db/schema';
import { signIdToken } from '../../packages/lms-domain/src/auth/id-tokens';
import { signingKeys } from '../../packages/lms-domain/src/auth/signing-keys';
import { hashPassword } from '../../packages/lms-server/src/auth/passwords';
import { AUTH_RATE_LIMITS_SETTING } from '../../packages/lms-domain/src/rate-limit/auth-rate-limits';
import {
  ADMIN_EMAIL,
  ADMIN_UID,
  BENCH_PASSWORD,
  datasetShape,
  studentEmail,
  studentUid,
  type DatasetShape,
} from './dataset-shape';
import { BENCH_TABLES, TABLE_COLUMNS, tableRows, type BenchTable, type ColumnType, type Row } from './rows';

/** Where PostgreSQL databases for the benchmark are created and dropped (trust auth on the local server). */
export const POSTGRES_ADMIN_URL =
  process.env.LMS_BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface DatasetTarget {
  dialect: DatabaseDialect;
  scale: number;
  /** LMS_DATA_DIR of the server; emptied first. */
  dataDir: string;
  /** PostgreSQL only: the database to (re)create. */
  databaseName?: string;
  /** LMS_PUBLIC_URL of the server under test: the issuer of the ID tokens. */
  publicUrl: string;
}

export interface GeneratedDataset {
  target: DatasetTarget;
  shape: DatasetShape;
  /** Environment for `lms start` on this data set. */
  env: Record<string, string>;
  fillSeconds: number;
  rowCounts: Partial<Record<BenchTable, number>>;
  adminToken: string;
  studentTokens: { student: number; idToken: string }[];
}

function postgresUrl(database: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function assertDatabaseName(name: string): void {
  if (!/^lms_bench_[a-z0-9_]+$/.test(name)) throw new Error(`Refusing to touch database "${name}"`);
}

export async function dropPostgresDatabase(name: string): Promise<void> {
  assertDatabaseName(name);
  await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/** Multi-row INSERTs of this many rows: few calls into SQLite, well under its limit of bound parameters. */
const SQLITE_ROWS_PER_STATEMENT = 200;
const SQLITE_ROWS_PER_TRANSACTION = 100_000;

function fillSqlite(dataDir: string, shape: DatasetShape, passwordHash: string): Record<BenchTable, number> {
  const sqlite = new SqliteDatabase(join(dataDir, SQLITE_FILE_NAME));
  const counts = {} as Record<BenchTable, number>;
  try {
    // A throw-away load: no journal and no syncs; the server switches WAL back on when it opens the file.
    sqlite.pragma('journal_mode = OFF');
    sqlite.pragma('synchronous = OFF');
    sqlite.pragma('cache_size = -262144');
    // Secondary indexes are built once after the load, from sorted data, instead of row by row.
    const indexes = sqlite
      .prepare(
        `select name, sql from sqlite_master where type = 'index' and sql is not null and tbl_name in (${BENCH_TABLES.map(() => '?').join(', ')})`,
      )
      .all(...BENCH_TABLES) as { name: string; sql: string }[];
    for (const index of indexes) sqlite.exec(`drop index ${index.name}`);
    for (const table of BENCH_TABLES) {
      const columns = Object.keys(TABLE_COLUMNS[table]);
      const tuple = `(${columns.map(() => '?').join(', ')})`;
      const statementFor = (rows: number) =>
        sqlite.prepare(
          `insert into ${table} (${columns.join(', ')}) values ${Array.from({ length: rows }, () => tuple).join(', ')}`,
        );
      const full = statementFor(SQLITE_ROWS_PER_STATEMENT);
      let pending: Row[] = [];
      let count = 0;
      const flush = sqlite.transaction((rows: Row[]) => {
        let i = 0;
        for (; i + SQLITE_ROWS_PER_STATEMENT <= rows.length; i += SQLITE_ROWS_PER_STATEMENT) {
          full.run(rows.slice(i, i + SQLITE_ROWS_PER_STATEMENT).flat());
        }
        if (i < rows.length) statementFor(rows.length - i).run(rows.slice(i).flat());
      });
      for (const row of tableRows(shape, table, passwordHash)) {
        pending.push(row);
        if (pending.length === SQLITE_ROWS_PER_TRANSACTION) {
          flush(pending);
          count += pending.length;
          pending = [];
        }
      }
      flush(pending);
      counts[table] = count + pending.length;
    }
    for (const index of indexes) sqlite.exec(index.sql);
    sqlite.pragma('journal_mode = WAL');
  } finally {
    sqlite.close();
  }
  return counts;
}

const POSTGRES_ROWS_PER_INSERT = 20_000;

async function fillPostgres(
  databaseUrl: string,
  shape: DatasetShape,
  passwordHash: string,
): Promise<Record<BenchTable, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const counts = {} as Record<BenchTable, number>;
  try {
    await client.query('set synchronous_commit = off');
    await client.query(`set maintenance_work_mem = '256MB'`);
    // Rows are consistent by construction: foreign-key triggers are skipped for this session (superuser only),
    // and secondary indexes are built once after the load instead of row by row.
    await client.query('set session_replication_role = replica');
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(
      `select i.indexname as name, i.indexdef as definition from pg_indexes i
        where i.schemaname = 'public' and i.tablename = any($1)
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
      [BENCH_TABLES],
    );
    for (const index of indexes) await client.query(`drop index ${index.name}`);
    for (const table of BENCH_TABLES) {
      const types = Object.values(TABLE_COLUMNS[table]) as ColumnType[];
      const columns = Object.keys(TABLE_COLUMNS[table]);
      const text = `insert into ${table} (${columns.join(', ')}) select * from unnest(${types
        .map((type, i) => `$${i + 1}::${type}[]`)
        .join(', ')})`;
      let count = 0;
      let pending: Row[] = [];
      const flush = async () => {
        if (pending.length === 0) return;
        const arrays = columns.map((_, c) => pending.map((row) => row[c] ?? null));
        await client.query(text, arrays);
        count += pending.length;
        pending = [];
      };
      await client.query('begin');
      for (const row of tableRows(shape, table, passwordHash)) {
        pending.push(row);
        if (pending.length === POSTGRES_ROWS_PER_INSERT) await flush();
      }
      await flush();
      await client.query('commit');
      counts[table] = count;
    }
    for (const index of indexes) await client.query(index.definition);
    // After a bulk load autovacuum would gather statistics within a minute; the benchmark should not wait for it.
    await client.query('analyze');
  } finally {
    await client.end();
  }
  return counts;
}

function userRowOf(uid: string, email: string, role: 'user' | 'admin', at: number): UserRow {
  return {
    uid,
    email,
    email_verified: 1,
    display_name: null,
    photo_url: null,
    phone_number: null,
    role,
    disabled: 0,
    password_hash: null,
    provider: 'password',
    pref_language: 'en-US',
    pref_notifications: 1,
    xapi_identifier: `mailto:${email}`,
    created_at: at,
    updated_at: at,
    last_login: null,
    tokens_valid_after: 0,
    app_address: null,
  };
}

export async function generateDataset(
  target: DatasetTarget,
  options: { tokens: number; log: (line: string) => void },
): Promise<GeneratedDataset> {
  const started = performance.now();
  const shape = datasetShape(target.scale, Date.now());
  rmSync(target.dataDir, { recursive: true, force: true });
  let databaseUrl: string | null = null;
  if (target.dialect === 'postgres') {
    const name = target.databaseName ?? '';
    await dropPostgresDatabase(name);
    await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
    databaseUrl = postgresUrl(name);
  }
  const env: Record<string, string> = {
    LMS_DATA_DIR: target.dataDir,
    LMS_PUBLIC_URL: target.publicUrl,
    LMS_SEED_DEMO: 'false',
    // Request logs off: a log line per request costs more than some requests (docs/performance.md).
    LMS_LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...(databaseUrl === null ? {} : { DATABASE_URL: databaseUrl }),
  };
  const config = loadConfig(env);
  const opened = await openDatabase(config);
  const ctx: ServerContext = {
    db: opened.db,
    dialect: opened.dialect,
    config,
    log: pino({ level: 'silent' }),
    now: () => Date.now(),
    ...serverPorts(config, pino({ level: 'silent' })),
  };
  let adminToken: string;
  const studentTokens: GeneratedDataset['studentTokens'] = [];
  let passwordHash: string;
  try {
    await migrateToLatest(opened.db);
    // Every request of the load comes from 127.0.0.1: the per-client sign-in limit would stop the sign-in load
    // after 200 tries; the per-account limit keeps its default.
    await opened.db
      .insertInto('settings')
      .values({
        key: AUTH_RATE_LIMITS_SETTING,
        value: JSON.stringify({ signInPerIp: { limit: 1_000_000, windowMs: 15 * 60_000 } }),
        updated_at: shape.now,
      })
      .execute();
    // One real scrypt hash for every account: hashing 100,000 passwords would take over an hour.
    passwordHash = await hashPassword(BENCH_PASSWORD);
    await signingKeys(ctx);
    const authTime = Date.now();
    const sign = (user: UserRow) => signIdToken(ctx, { user, provider: 'password', authTime });
    adminToken = await sign(userRowOf(ADMIN_UID, ADMIN_EMAIL, 'admin', shape.now));
    const tokens = Math.min(options.tokens, shape.students);
    for (let j = 0; j < tokens; j += 1) {
      const student = Math.floor((j * shape.students) / tokens);
      const idToken = await sign(userRowOf(studentUid(student), studentEmail(student), 'user', shape.now));
      studentTokens.push({ student, idToken });
    }
  } finally {
    await opened.close();
  }

  options.log(
    `  ${target.dialect} ${target.scale}x: ${shape.courses} courses, ${shape.students} students, ` +
      `${shape.enrolments} enrolments, ${shape.progressEvents} progress events`,
  );
  const rowCounts =
    databaseUrl === null
      ? fillSqlite(target.dataDir, shape, passwordHash)
      : await fillPostgres(databaseUrl, shape, passwordHash);
  return {
    target,
    shape,
    env,
    fillSeconds: (performance.now() - started) / 1000,
    rowCounts,
    adminToken,
    studentTokens,
  };
}
