// Course media (course_media/{courseId}/...) belong to their course, not to the admin who uploaded them: their
// files rows have no owner, so deleting that admin's account (which cascades to the files they own) keeps every
// course's thumbnails, videos and handouts. Profile pictures keep their owner and still go with the account.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../db/migrations/dialect-of';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table files alter column owner_uid drop not null`.execute(db);
    return;
  }
  // SQLite cannot change a column's constraints: rebuild the table (nothing refers to it).
  await rebuildSqliteFilesTable(db, sql`owner_uid text references users (uid) on delete cascade`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from files where owner_uid is null`.execute(db);
  if (isPostgres(db)) {
    await sql`alter table files alter column owner_uid set not null`.execute(db);
    return;
  }
  await rebuildSqliteFilesTable(db, sql`owner_uid text not null references users (uid) on delete cascade`);
}

async function rebuildSqliteFilesTable(db: Kysely<unknown>, ownerColumn: ReturnType<typeof sql>) {
  await sql`create table files_rebuilt (
    path text primary key,
    ${ownerColumn},
    content_type text not null,
    size bigint not null check (size >= 0),
    created_at bigint not null,
    download_token text not null default ''
  )`.execute(db);
  await sql`insert into files_rebuilt (path, owner_uid, content_type, size, created_at, download_token)
    select path, owner_uid, content_type, size, created_at, download_token from files`.execute(db);
  await sql`drop table files`.execute(db);
  await sql`alter table files_rebuilt rename to files`.execute(db);
  await sql`create index files_owner_idx on files (owner_uid)`.execute(db);
}
