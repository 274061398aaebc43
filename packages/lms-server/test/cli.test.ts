import { afterEach, describe, expect, it } from 'vitest';
import { EventEmitter } from 'node:events';
import { loadConfig } from '../src/config';
import { USAGE, main, runCreateAdmin, runMigrate, runSeedDemo, runStart, type CliOutput } from '../src/cli';
import { migrations } from '@lms/domain';
import { openDatabase } from '../src/db/connection';
import { verifyPassword } from '../src/auth';
import { testDatabases, createTestDatabase, type TestDatabase } from './helpers/databases';
import { TEST_ENV } from './helpers/context';

function recorder(): CliOutput & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, info: (m) => lines.push(m), error: (m) => errors.push(m) };
}

describe('lms command line: arguments', () => {
  it('prints the usage and exits 2 without a command', async () => {
    const out = recorder();
    expect(await main([], {}, out)).toBe(2);
    expect(out.lines).toEqual([USAGE]);
  });

  it('prints the usage and exits 0 for help', async () => {
    const out = recorder();
    expect(await main(['--help'], {}, out)).toBe(0);
    expect(out.lines[0]).toMatch(/create-admin --email E --password P/);
  });

  it('names an unknown command and exits 2', async () => {
    const out = recorder();
    expect(await main(['serve'], {}, out)).toBe(2);
    expect(out.errors[0]).toMatch(/^Unknown command "serve"/);
  });

  it('asks for both --email and --password in create-admin and exits 2', async () => {
    const out = recorder();
    expect(await main(['create-admin', '--email', 'a@example.com'], {}, out)).toBe(2);
    expect(out.errors[0]).toMatch(/create-admin needs --email and --password/);
  });

  it('rejects an unknown option with a message, not a stack trace', async () => {
    const out = recorder();
    expect(await main(['create-admin', '--mail', 'a@example.com'], {}, out)).toBe(1);
    expect(out.errors[0]).toMatch(/Unknown option '--mail'/);
    expect(out.errors[0]).not.toMatch(/\n\s+at /);
  });

  it('reports invalid configuration clearly and exits 1', async () => {
    const out = recorder();
    expect(await main(['migrate'], { PORT: 'x', DATABASE_URL: 'mysql://db' }, out)).toBe(1);
    expect(out.errors[0]).toMatch(/Invalid server configuration:\n- PORT must be a whole number/);
    expect(out.errors[0]).toMatch(/DATABASE_URL must start with postgres/);
  });
});

describe.each(testDatabases())('lms command line: commands ($dialect)', ({ dialect }) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });
  const configFor = async () => {
    database = await createTestDatabase(dialect, { empty: true });
    return { env: { ...TEST_ENV, ...database.env }, config: loadConfig({ ...TEST_ENV, ...database.env }) };
  };

  it('migrate applies every migration once, then reports the schema up to date', async () => {
    const { config } = await configFor();
    const out = recorder();
    expect(await runMigrate(config, out)).toEqual({ applied: Object.keys(migrations) });
    expect(await runMigrate(config, out)).toEqual({ applied: [] });
    expect(out.lines[1]).toBe('Database schema is up to date.');
  });

  it('seed-demo adds the demo courses once and reports them as present the second time', async () => {
    const { env } = await configFor();
    const out = recorder();
    expect(await main(['seed-demo'], env, out)).toBe(0);
    const added = /^Demo content added: ([1-9]\d*); already present: 0\.$/.exec(out.lines[0] ?? '');
    expect(added, out.lines[0]).not.toBeNull();
    const second = await runSeedDemo(loadConfig(env), out);
    expect(second.created).toEqual([]);
    expect(out.lines[1]).toBe(`Demo content added: 0; already present: ${added![1]}.`);
  });

  it('create-admin creates an administrator who can sign in with the password', async () => {
    const { env, config } = await configFor();
    const out = recorder();
    expect(
      await main(['create-admin', '--email', 'Boss@Example.com', '--password', 'long enough 1'], env, out),
    ).toBe(0);
    expect(out.lines).toEqual(['Administrator boss@example.com created.']);
    const opened = await openDatabase(config);
    try {
      const user = await opened.db
        .selectFrom('users')
        .select(['role', 'password_hash'])
        .where('email', '=', 'boss@example.com')
        .executeTakeFirstOrThrow();
      expect(user.role).toBe('admin');
      expect(await verifyPassword('long enough 1', user.password_hash ?? '')).toBe(true);
    } finally {
      await opened.close();
    }
  });

  it('create-admin refuses an e-mail that already has an account, and a password the policy rejects', async () => {
    const { env, config } = await configFor();
    await runCreateAdmin(config, { email: 'boss@example.com', password: 'long enough 1' }, recorder());
    const out = recorder();
    expect(
      await main(['create-admin', '--email', 'boss@example.com', '--password', 'long enough 2'], env, out),
    ).toBe(1);
    expect(out.errors).toHaveLength(1);
    expect(await main(['create-admin', '--email', 'new@example.com', '--password', '123'], env, out)).toBe(1);
    expect(out.errors).toHaveLength(2);
  });

  it.runIf(dialect === 'sqlite')(
    'migrate refuses to run while a server holds the data directory',
    async () => {
      const { env, config } = await configFor();
      const running = await openDatabase(config);
      try {
        const out = recorder();
        expect(await main(['migrate'], env, out)).toBe(1);
        expect(out.errors[0]).toMatch(/Another LMS server .* is already using the data directory/);
      } finally {
        await running.close();
      }
    },
  );
});

describe.each(testDatabases())('lms start ($dialect)', ({ dialect }) => {
  it('serves, then on SIGTERM finishes, closes the database and exits 0', async () => {
    const database = await createTestDatabase(dialect);
    try {
      const config = loadConfig({
        ...TEST_ENV,
        ...database.env,
        LMS_ADMIN_EMAIL: 'root@example.com',
        LMS_ADMIN_PASSWORD: 'admin password 1',
      });
      const signals = new EventEmitter();
      const exited = new Promise<number>((resolve) => {
        void runStart(config, recorder(), { signals, exit: resolve }).then(async (server) => {
          expect((await fetch(`${server.url}/api/openapi.json`)).status).toBe(200);
          signals.emit('SIGTERM');
        });
      });
      expect(await exited).toBe(0);
      // The data directory lock is released, so the next start works at once.
      const reopened = await openDatabase(config);
      await reopened.close();
    } finally {
      await database.drop();
    }
  });

  it('prints where it listens and the one-time admin setup link when there is no administrator', async () => {
    const database = await createTestDatabase(dialect);
    const out = recorder();
    try {
      const signals = new EventEmitter();
      const exited = new Promise<number>((resolve) => {
        void runStart(loadConfig({ ...TEST_ENV, ...database.env }), out, { signals, exit: resolve }).then(
          () => signals.emit('SIGINT'),
        );
      });
      expect(await exited).toBe(0);
      expect(out.lines[0]).toMatch(/^Learning platform listening on http:\/\/127\.0\.0\.1:\d+/);
      expect(out.lines[1]).toMatch(
        /^No administrator yet\. Open this one-time link to create one:\n {2}http:\/\/localhost:0\/api\/auth\//,
      );
      expect(out.lines[2]).toBe('SIGINT received: finishing requests in flight, then stopping.');
    } finally {
      await database.drop();
    }
  });
});
