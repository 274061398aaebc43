// Certificates people can read (issue 30): each certificate's PDF kept once made, and `{{hours}}` printing the
// hours with their unit in the learner's language, so templates that wrote "{{hours}} hours" lose the now doubled
// word (certificates already issued keep the texts they were issued with).
import { sql, type Kysely } from 'kysely';

const DOUBLED_UNIT = /\{\{\s*hours\s*\}\}\s+(?:hours|hour\(s\)|hour)(?![A-Za-z])/gi;

/** "{{hours}} hours" (or "hour", "hour(s)") as `{{hours}}`, which now prints the unit itself. */
export function withoutDoubledUnit(text: string): string {
  return text.replace(DOUBLED_UNIT, '{{hours}}');
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('certificate_pdfs')
    .addColumn('certificate_id', 'text', (c) =>
      c.primaryKey().references('certificates.id').onDelete('cascade'),
    )
    .addColumn('print_key', 'text', (c) => c.notNull())
    .addColumn('pdf', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  const { rows } = await sql<{ id: string; title: string; body: string }>`
    select id, title, body from certificate_templates`.execute(db);
  for (const row of rows) {
    const title = withoutDoubledUnit(row.title);
    const body = withoutDoubledUnit(row.body);
    if (title !== row.title || body !== row.body)
      await sql`update certificate_templates set title = ${title}, body = ${body} where id = ${row.id}`.execute(
        db,
      );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('certificate_pdfs').execute();
}
