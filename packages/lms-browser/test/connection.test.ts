import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrations } from '@lms/domain';
import { openDatabase } from '../src/db/connection';
import { loadSqlJs } from './helpers';

describe('opening the database on sql.js', () => {
  it("applies every one of lms-domain's migrations to a fresh database, with foreign keys enforced", async () => {
    const opened = await openDatabase(loadSqlJs);
    try {
      expect(opened.migrations.applied).toEqual(Object.keys(migrations));
      const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
        opened.db,
      );
      expect(tables.rows.map((row) => row.name)).toEqual(
        expect.arrayContaining(['users', 'outbox', 'courses', 'enrollments', 'refresh_tokens', 'orders']),
      );
      const pragma = await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(opened.db);
      expect(pragma.rows[0]?.foreign_keys).toBe(1);
    } finally {
      await opened.close();
    }
  });

  it('reopens a snapshot at the latest schema without migrating again, its rows intact', async () => {
    const first = await openDatabase(loadSqlJs);
    await first.db.insertInto('settings').values({ key: 'probe', value: '"kept"', updated_at: 1 }).execute();
    const snapshot = first.export();
    await first.close();

    const reopened = await openDatabase(loadSqlJs, snapshot);
    try {
      expect(reopened.migrations.applied).toEqual([]);
      const row = await reopened.db
        .selectFrom('settings')
        .selectAll()
        .where('key', '=', 'probe')
        .executeTakeFirst();
      expect(row?.value).toBe('"kept"');
    } finally {
      await reopened.close();
    }
  });

  it('refuses a file that is not a database, and leaves nothing open', async () => {
    await expect(
      openDatabase(loadSqlJs, new TextEncoder().encode('not a database at all, no')),
    ).rejects.toThrow();
  });
});
