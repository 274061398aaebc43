import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createPasswordAccount, findUserByEmail } from '@lms/domain';
import { main, type CliOutput } from '../../src/cli';
import { loadConfig } from '../../src/config';
import { startServer, type RunningServer } from '../../src/server';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';
import { TEST_ENV } from '../helpers/context';

function recorder(): CliOutput & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, info: (m) => lines.push(m), error: (m) => errors.push(m) };
}

describe('lms backup and lms restore (SQLite)', () => {
  let database: TestDatabase | undefined;
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
    await database?.drop();
    database = undefined;
  });

  it('backs up while the server serves, refuses to restore under it, and restores once it stopped', async () => {
    database = await createTestDatabase('sqlite');
    const env = { ...TEST_ENV, ...database.env };
    const config = loadConfig(env);
    server = await startServer(config, { listen: false });
    const person = (email: string) => ({ email, password: 'long enough 1', role: 'user' as const });
    await createPasswordAccount(server.ctx, person('before@example.com'));
    // A quote in the name: the file name travels inside VACUUM INTO's string literal.
    const file = join(config.dataDir, "monday's backup.sqlite");

    const out = recorder();
    expect(await main(['backup', file], env, out)).toBe(0);
    expect(out.lines[0]).toMatch(/^Backed up to .+ \(\d+ KB, \d+ migrations, checked\)\.$/);
    // The server went on serving during and after the backup.
    await createPasswordAccount(server.ctx, person('after@example.com'));

    expect(await main(['backup', file], env, out)).toBe(1);
    expect(out.errors.at(-1)).toMatch(/exists already/);
    expect(await main(['restore', file], env, out)).toBe(1);
    expect(out.errors.at(-1)).toMatch(/running|already/i);

    await server.close();
    server = undefined;
    expect(await main(['restore', file], env, out)).toBe(0);
    const previous = /kept at (.+)\.$/.exec(out.lines.at(-1)!)?.[1];
    expect(previous && existsSync(previous)).toBe(true);

    server = await startServer(config, { listen: false });
    expect(await findUserByEmail(server.ctx, 'before@example.com')).toBeDefined();
    expect(await findUserByEmail(server.ctx, 'after@example.com')).toBeUndefined();
  });

  it('refuses to restore a file that is not a database of this platform, and changes nothing', async () => {
    database = await createTestDatabase('sqlite');
    const env = { ...TEST_ENV, ...database.env };
    const config = loadConfig(env);
    mkdirSync(config.dataDir, { recursive: true });
    const junk = join(config.dataDir, 'junk.sqlite');
    writeFileSync(junk, 'this is not a database, only text');
    const out = recorder();
    expect(await main(['restore', junk], env, out)).toBe(1);
    expect(out.errors[0]).toMatch(/not a database|cannot be opened/);
    expect(existsSync(join(config.dataDir, 'lms.sqlite'))).toBe(false);
  });

  it('sends PostgreSQL operators to pg_dump, and asks for exactly one file', async () => {
    const out = recorder();
    const postgres = { ...TEST_ENV, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
    expect(await main(['backup', 'x.sqlite'], postgres, out)).toBe(2);
    expect(out.errors[0]).toMatch(/pg_dump/);
    expect(await main(['restore'], TEST_ENV, out)).toBe(2);
    expect(out.errors[1]).toMatch(/^restore needs one FILE/);
  });
});
