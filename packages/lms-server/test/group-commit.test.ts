// inDurableTransaction (db/group-commit.ts): concurrent writes may share one SQLite commit, but each still answers
// only after its data is committed, and a failing write undoes only its own changes.
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import SqliteDatabase from 'better-sqlite3';
import { SQLITE_FILE_NAME } from '../src/db/connection';
import { inDurableTransaction } from '@lms/domain/internal/db/group-commit';
import { testDatabases } from './helpers/databases';
import { createTestContext, type TestContext } from './helpers/context';

describe.each(testDatabases())('durable transactions ($dialect)', ({ dialect }) => {
  let test: TestContext;
  beforeAll(async () => {
    test = await createTestContext({ dialect });
  });
  afterAll(() => test?.close());
  beforeEach(async () => {
    await test.ctx.db.deleteFrom('settings').execute();
  });

  const put = (key: string, value: string) =>
    inDurableTransaction(test.ctx, async (trx) => {
      await trx.insertInto('settings').values({ key, value, updated_at: 0 }).execute();
      return key;
    });
  const keys = async () =>
    (await test.ctx.db.selectFrom('settings').select('key').orderBy('key').execute()).map((r) => r.key);

  it('applies concurrent writes, each answering with its own result', async () => {
    const written = await Promise.all(Array.from({ length: 40 }, (_, i) => put(`k${100 + i}`, 'v')));
    expect(written).toEqual(Array.from({ length: 40 }, (_, i) => `k${100 + i}`));
    expect(await keys()).toHaveLength(40);
  });

  it('undoes only the failing write of a batch and reports its own error', async () => {
    const failing = inDurableTransaction(test.ctx, async (trx) => {
      await trx.insertInto('settings').values({ key: 'half', value: 'v', updated_at: 0 }).execute();
      throw new Error('refused after writing');
    });
    const results = await Promise.allSettled([put('a', 'v'), failing, put('b', 'v')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ message: 'refused after writing' });
    expect(await keys()).toEqual(['a', 'b']);
  });

  it('reports a database error of one write to that write alone', async () => {
    await put('taken', 'v');
    const results = await Promise.allSettled([put('c', 'v'), put('taken', 'again'), put('d', 'v')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await keys()).toEqual(['c', 'd', 'taken']);
  });

  it.runIf(dialect === 'sqlite')('answers only once the write is committed', async () => {
    // A separate connection sees only committed data: each answer must find its row there.
    const reader = new SqliteDatabase(join(test.database.dataDir, SQLITE_FILE_NAME), { readonly: true });
    try {
      const seen = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          put(`r${10 + i}`, 'v').then(
            (key) =>
              reader.prepare('select count(*) as n from settings where key = ?').get(key) as { n: number },
          ),
        ),
      );
      expect(seen.every((row) => row.n === 1)).toBe(true);
    } finally {
      reader.close();
    }
  });
});
