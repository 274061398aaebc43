// Every table that names a person by user id is declared by exactly one area's `personalData` (areas/personal-data.ts):
// what the person's export shows of it and what deleting the account does to it. The test walks the migrated
// schema, so a new table with a user-id column fails here until its area says what it is (docs/decisions.md lists
// what is not exported or outlives the account, and why).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '@lms/domain/internal/areas/index';
import { personalDataDeclarations, type PersonalDataHolding } from '@lms/domain/internal/areas/personal-data';
import { createSqliteTestContext, type SqliteTestContext } from '../helpers/sqlite-context';

/** How the schema names a person: `uid`, `user_id`, `<role>_uid` and `<verb>_by` (created_by, sent_by...). */
const USER_ID_COLUMN = /^(uid|user_id)$|_uid$|_by$/;

interface Declared extends PersonalDataHolding {
  area: string;
  hasErase: boolean;
}

function declared(): Declared[] {
  return [...personalDataDeclarations()].flatMap(([area, declaration]) =>
    declaration.holdings.map((holding) => ({ ...holding, area, hasErase: declaration.erase !== undefined })),
  );
}

describe('personal data: every user-id column is declared by an area', () => {
  let test: SqliteTestContext;
  let columns: { table: string; column: string }[];
  beforeAll(async () => {
    test = await createSqliteTestContext();
    const tables = await test.ctx.db.introspection.getTables();
    columns = tables.flatMap((table) =>
      table.columns.map((column) => ({ table: table.name, column: column.name })),
    );
  });
  afterAll(() => test?.close());

  it('finds every table holding a user id in exactly one area declaration', () => {
    const holdings = declared();
    const found = columns.filter(({ column }) => USER_ID_COLUMN.test(column));
    expect(found.length).toBeGreaterThan(20);
    const undeclared = found.filter(
      ({ table, column }) =>
        !holdings.some((holding) => holding.table === table && holding.column === column),
    );
    expect(undeclared, "Declare these in their area's personalData (areas/personal-data.ts)").toEqual([]);
    const keys = holdings.map((holding) => `${holding.table}.${holding.column}`);
    expect(keys.length, 'a column declared twice').toBe(new Set(keys).size);
  });

  it('declares only columns that exist, and says why whatever is not exported or outlives the account', () => {
    for (const holding of declared()) {
      const name = `${holding.area}: ${holding.table}.${holding.column}`;
      expect(columns, name).toContainEqual({ table: holding.table, column: holding.column });
      if (holding.exportAs === undefined || holding.erasure !== 'deleted')
        expect(holding.why?.length ?? 0, `${name} needs a why`).toBeGreaterThan(20);
    }
  });

  it("does to each table on deletion what its declaration says: the foreign key's action or the area's erase", async () => {
    for (const holding of declared()) {
      const keys = await sql<{ table: string; from: string; on_delete: string }>`
        select * from pragma_foreign_key_list(${holding.table})`.execute(test.ctx.db);
      const key = keys.rows.find((row) => row.from === holding.column && row.table === 'users');
      const name = `${holding.area}: ${holding.table}.${holding.column} (${holding.erasure})`;
      if (holding.erasure === 'kept') continue;
      if (holding.erasure === 'pseudonymised') expect(holding.hasErase, name).toBe(true);
      if (holding.erasure === 'deleted')
        expect(key?.on_delete === 'CASCADE' || (holding.hasErase && key === undefined), name).toBe(true);
      if (holding.erasure === 'unlinked')
        expect(key?.on_delete === 'SET NULL' || (holding.hasErase && key === undefined), name).toBe(true);
    }
  });
});
