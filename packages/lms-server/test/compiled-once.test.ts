import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledOnce } from '@lms/domain/internal/db/compiled-once';
import { testDatabases } from './helpers/databases';
import { createTestContext, type TestContext } from './helpers/context';
import { insertUser } from '@lms/domain/conformance/fixtures/catalogue';

describe.each(testDatabases())('compiledOnce ($dialect)', ({ dialect }) => {
  let test: TestContext;
  let builds = 0;
  const byRoleAndEmail = compiledOnce((db, role: 'user' | 'admin', email: string) => {
    builds += 1;
    return db
      .selectFrom('users')
      .select(['uid', 'email'])
      .where('role', '=', role)
      .where('email', '=', email)
      .where('disabled', '=', 0);
  }, 2);

  beforeAll(async () => {
    test = await createTestContext({ dialect });
    const { db } = test.ctx;
    for (const uid of ['u-a', 'u-b', 'u-c']) await insertUser(db, uid);
    await db.updateTable('users').set({ role: 'admin' }).where('uid', '=', 'u-b').execute();
    await db.updateTable('users').set({ disabled: 1 }).where('uid', '=', 'u-c').execute();
  });
  afterAll(() => test.close());

  it('answers each call with its own arguments, in their places, and keeps the compiled constants', async () => {
    const { db } = test.ctx;
    expect((await byRoleAndEmail(db, 'user', 'u-a@example.com')).rows).toEqual([
      { uid: 'u-a', email: 'u-a@example.com' },
    ]);
    expect((await byRoleAndEmail(db, 'admin', 'u-b@example.com')).rows).toEqual([
      { uid: 'u-b', email: 'u-b@example.com' },
    ]);
    // The arguments are not swapped, and the constant `disabled = 0` still applies.
    expect((await byRoleAndEmail(db, 'u-a@example.com' as 'user', 'user')).rows).toEqual([]);
    expect((await byRoleAndEmail(db, 'user', 'u-c@example.com')).rows).toEqual([]);
  });

  it('builds the statement once, and runs it inside a transaction on that transaction', async () => {
    const { db } = test.ctx;
    const before = builds;
    await byRoleAndEmail(db, 'user', 'u-a@example.com');
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ email: 'a2@example.com' }).where('uid', '=', 'u-a').execute();
      // The transaction's own change is visible to the statement run on it.
      expect((await byRoleAndEmail(trx, 'user', 'a2@example.com')).rows).toEqual([
        { uid: 'u-a', email: 'a2@example.com' },
      ]);
    });
    expect(builds - before).toBe(0);
    expect(builds).toBe(1);
  });

  it('refuses a statement that does not use an argument as a value', async () => {
    const ignoring = compiledOnce((db, _uid: string) => db.selectFrom('users').select('uid'), 1);
    await expect(ignoring(test.ctx.db, 'u-a')).rejects.toThrow(/argument 0 is not a value/);
  });
});
