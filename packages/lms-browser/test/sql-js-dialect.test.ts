import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Kysely, sql, type Generated } from 'kysely';
import { inDurableTransaction } from '@lms/domain/internal/db/group-commit';
import type { Database } from '@lms/domain';
import { SqlJsDialect } from '../src/db/sql-js-dialect';
import { SqliteError } from '../src/db/sqlite-errors';
import { loadSqlJs } from './helpers';

interface TestTables {
  parents: { id: Generated<number>; name: string };
  children: { id: Generated<number>; parent_id: number; label: string };
}

let dialect: SqlJsDialect;
let db: Kysely<TestTables>;

beforeEach(async () => {
  const SQL = await loadSqlJs();
  dialect = new SqlJsDialect({ database: new SQL.Database(), connectionSetup: ['PRAGMA foreign_keys = ON'] });
  db = new Kysely<TestTables>({ dialect });
  await sql`create table parents (id integer primary key, name text not null unique)`.execute(db);
  await sql`create table children (id integer primary key, parent_id integer not null references parents (id),
    label text not null)`.execute(db);
});

afterEach(() => db.destroy());

const names = async () =>
  (await db.selectFrom('parents').select('name').orderBy('id').execute()).map((r) => r.name);

describe('the sql.js dialect', () => {
  it('inserts, selects, updates and deletes with the counts and ids Kysely reports', async () => {
    const inserted = await db.insertInto('parents').values({ name: 'a' }).executeTakeFirstOrThrow();
    expect(inserted.insertId).toBe(1n);
    expect(inserted.numInsertedOrUpdatedRows).toBe(1n);
    await db
      .insertInto('parents')
      .values([{ name: 'b' }, { name: 'c' }])
      .execute();
    expect(await names()).toEqual(['a', 'b', 'c']);
    const updated = await db
      .updateTable('parents')
      .set({ name: 'z' })
      .where('name', '=', 'b')
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
    const none = await db
      .updateTable('parents')
      .set({ name: 'y' })
      .where('name', '=', 'nope')
      .executeTakeFirst();
    expect(none.numUpdatedRows).toBe(0n);
    const deleted = await db.deleteFrom('parents').where('id', '>', 1).executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(2n);
    expect(await names()).toEqual(['a']);
  });

  it('returns the rows of INSERT ... RETURNING, with values bound as parameters', async () => {
    const row = await db
      .insertInto('parents')
      .values({ name: "o'brien; drop table parents" })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ id: 1, name: "o'brien; drop table parents" });
  });

  it('rolls a failed transaction back', async () => {
    await db.insertInto('parents').values({ name: 'kept' }).execute();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('parents').values({ name: 'undone' }).execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await names()).toEqual(['kept']);
  });

  it('undoes only what follows a savepoint', async () => {
    const trx = await db.startTransaction().execute();
    await trx.insertInto('parents').values({ name: 'before' }).execute();
    const savepoint = await trx.savepoint('step').execute();
    await savepoint.insertInto('parents').values({ name: 'after' }).execute();
    await savepoint.rollbackToSavepoint('step').execute();
    await savepoint.releaseSavepoint('step').execute();
    await trx.commit().execute();
    expect(await names()).toEqual(['before']);
  });

  it('lets no statement in while a transaction holds the connection', async () => {
    let counted: number | undefined;
    let count: Promise<unknown> = Promise.resolve();
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('parents').values({ name: 'one' }).execute();
      // Another caller's query is issued here, between this transaction's statements.
      count = db
        .selectFrom('parents')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((row) => (counted = row.n));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(counted).toBeUndefined();
      expect(dialect.busy).toBe(true);
      await trx.insertInto('parents').values({ name: 'two' }).execute();
    });
    await count;
    expect(counted).toBe(2);
  });

  it("reports constraint failures with better-sqlite3's codes, which the domain reads", async () => {
    await db.insertInto('parents').values({ name: 'a' }).execute();
    const unique = await db
      .insertInto('parents')
      .values({ name: 'a' })
      .execute()
      .catch((error: unknown) => error);
    expect(unique).toBeInstanceOf(SqliteError);
    expect(unique).toMatchObject({ code: 'SQLITE_CONSTRAINT_UNIQUE' });
    const orphan = await db
      .insertInto('children')
      .values({ parent_id: 99, label: 'x' })
      .execute()
      .catch((error: unknown) => error);
    expect(orphan).toMatchObject({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY' });
  });

  it('runs group commit (lms-domain): a failing write in a batch is undone alone', async () => {
    const ctx = { db: db as unknown as Kysely<Database>, dialect: 'sqlite' as const };
    const write = (name: string) =>
      inDurableTransaction(ctx, (trx) =>
        (trx as unknown as Kysely<TestTables>).insertInto('parents').values({ name }).execute(),
      );
    const results = await Promise.allSettled([write('a'), write('b'), write('a'), write('c')]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(await names()).toEqual(['a', 'b', 'c']);
  });

  it('exports only between requests, and the connection keeps its settings afterwards', async () => {
    await db.insertInto('parents').values({ name: 'a' }).execute();
    const trx = await db.startTransaction().execute();
    expect(() => dialect.export()).toThrow(/in use/);
    await trx.rollback().execute();
    const file = dialect.export();
    expect(new TextDecoder().decode(file.slice(0, 15))).toBe('SQLite format 3');
    await expect(
      db.insertInto('children').values({ parent_id: 42, label: 'x' }).execute(),
    ).rejects.toMatchObject({
      code: 'SQLITE_CONSTRAINT_FOREIGNKEY',
    });
    expect(await names()).toEqual(['a']);
  });

  it('says plainly that it cannot stream', async () => {
    const rows = db.selectFrom('parents').selectAll().stream();
    await expect(rows.next()).rejects.toThrow('does not support streaming');
  });
});
