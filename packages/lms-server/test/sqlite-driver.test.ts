import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, sql, type Generated } from 'kysely';
import { FifoMutex } from '@lms/domain';
import { LmsSqliteDialect } from '../src/db/sqlite-driver';

interface Db {
  items: { id: Generated<number>; name: string };
}

describe('FifoMutex', () => {
  it('hands the lock to waiters in the order they asked', async () => {
    const mutex = new FifoMutex();
    const order: number[] = [];
    await mutex.lock();
    const waiters = [1, 2, 3].map((n) =>
      mutex.lock().then(() => {
        order.push(n);
        mutex.unlock();
      }),
    );
    expect(order).toEqual([]);
    mutex.unlock();
    await Promise.all(waiters);
    expect(order).toEqual([1, 2, 3]);
    // Free again: the next lock is granted at once.
    await mutex.lock();
    mutex.unlock();
  });
});

describe('LmsSqliteDialect', () => {
  let sqlite: SqliteDatabase.Database;
  let db: Kysely<Db>;

  beforeEach(async () => {
    sqlite = new SqliteDatabase(':memory:');
    db = new Kysely<Db>({ dialect: new LmsSqliteDialect(sqlite) });
    await sql`create table items (id integer primary key, name text not null unique)`.execute(db);
  });
  afterEach(async () => {
    await db.destroy();
  });

  it('reuses one prepared statement per SQL text and still binds each call’s values', async () => {
    let prepares = 0;
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = ((source: string) => {
      prepares += 1;
      return prepare(source);
    }) as typeof sqlite.prepare;
    for (const name of ['a', 'b', 'c']) await db.insertInto('items').values({ name }).execute();
    const names = await db.selectFrom('items').select('name').orderBy('id').execute();
    expect(names.map((row) => row.name)).toEqual(['a', 'b', 'c']);
    // One insert text and one select text.
    expect(prepares).toBe(2);
  });

  it('reports changed rows and the new row id of a write', async () => {
    const inserted = await db.insertInto('items').values({ name: 'x' }).executeTakeFirst();
    expect(inserted.insertId).toBe(1n);
    const updated = await db.updateTable('items').set({ name: 'y' }).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
  });

  it('rolls a failed transaction back and lets the next one run', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ name: 'kept?' }).execute();
        await trx.insertInto('items').values({ name: 'kept?' }).execute(); // unique violation
      }),
    ).rejects.toThrow(/UNIQUE/);
    await db.transaction().execute((trx) => trx.insertInto('items').values({ name: 'after' }).execute());
    const names = await db.selectFrom('items').select('name').execute();
    expect(names.map((row) => row.name)).toEqual(['after']);
  });

  it('keeps concurrent transactions apart: each sees only its own writes until it commits', async () => {
    const seen: number[] = [];
    await Promise.all(
      [1, 2, 3].map((n) =>
        db.transaction().execute(async (trx) => {
          await trx
            .insertInto('items')
            .values({ name: `t${n}` })
            .execute();
          await new Promise((resolve) => setTimeout(resolve, 5));
          const count = await trx
            .selectFrom('items')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow();
          seen.push(Number(count.n));
        }),
      ),
    );
    // The connection passes whole transactions one after another, in arrival order.
    expect(seen).toEqual([1, 2, 3]);
  });

  it('streams a select on a statement of its own', async () => {
    for (const name of ['a', 'b']) await db.insertInto('items').values({ name }).execute();
    const streamed: string[] = [];
    for await (const row of db.selectFrom('items').select('name').orderBy('id').stream())
      streamed.push(row.name);
    expect(streamed).toEqual(['a', 'b']);
  });
});
