// SQL for the files table: the metadata and download token of every stored file.
import type { Selectable } from 'kysely';
import type { DomainContext } from '../context';
import type { FilesTable } from '../db/schema';

export type FileRow = Selectable<FilesTable>;

/** Inserts or replaces the row of a path (a replaced file is a new version with a new token). */
export async function upsertFileRow(ctx: DomainContext, row: FileRow): Promise<void> {
  const { path: _path, ...changes } = row;
  await ctx.db
    .insertInto('files')
    .values(row)
    .onConflict((conflict) => conflict.column('path').doUpdateSet(changes))
    .execute();
}

export async function findFileRow(ctx: DomainContext, path: string): Promise<FileRow | undefined> {
  return ctx.db.selectFrom('files').selectAll().where('path', '=', path).executeTakeFirst();
}

/** Course media go into the folder of an existing course. */
export async function courseExists(ctx: DomainContext, courseId: string): Promise<boolean> {
  const row = await ctx.db.selectFrom('courses').select('id').where('id', '=', courseId).executeTakeFirst();
  return row !== undefined;
}
