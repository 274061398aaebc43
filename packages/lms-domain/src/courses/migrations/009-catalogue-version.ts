// A counter that every change to the catalogue's tables (courses, course_modules, lessons) raises in the same
// transaction, by trigger, so no writer can forget it: the seed, the CLI, authoring, a bulk load, another server
// copy. Readers cache catalogue pages and course outlines under the counter they read first (courses/
// catalogue-cache.ts), which keeps the cache exact when several copies share one PostgreSQL.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../db/migrations/dialect-of';

const TABLES = ['courses', 'course_modules', 'lessons'] as const;
const SQLITE_EVENTS = ['insert', 'update', 'delete'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_version')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into catalogue_version (id, version) values (1, 1)`.execute(db);

  if (isPostgres(db)) {
    await sql`create function raise_catalogue_version() returns trigger language plpgsql as $$
      begin
        update catalogue_version set version = version + 1 where id = 1;
        return null;
      end $$`.execute(db);
    for (const table of TABLES) {
      // Once per statement: a bulk change raises the counter once.
      await sql`create trigger ${sql.id(`${table}_catalogue_version`)}
        after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function raise_catalogue_version()`.execute(db);
    }
    return;
  }
  // SQLite has only row triggers, one event each.
  for (const table of TABLES) {
    for (const event of SQLITE_EVENTS) {
      await sql`create trigger ${sql.id(`${table}_${event}_catalogue_version`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        begin update catalogue_version set version = version + 1 where id = 1; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of TABLES) {
      await sql`drop trigger ${sql.id(`${table}_catalogue_version`)} on ${sql.table(table)}`.execute(db);
    }
    await sql`drop function raise_catalogue_version()`.execute(db);
  } else {
    for (const table of TABLES) {
      for (const event of SQLITE_EVENTS) {
        await sql`drop trigger ${sql.id(`${table}_${event}_catalogue_version`)}`.execute(db);
      }
    }
  }
  await db.schema.dropTable('catalogue_version').execute();
}
