// The platform's settings in sections (issue 21): one row per saved section, its values as JSON text. `version`
// grows with every save, so every server copy can tell what it shows is current.
import { type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_settings')
    .addColumn('section', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    // Set null: settings saved by an account deleted later stay.
    .addColumn('updated_by', 'text', (c) => c.references('users.uid').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_settings').execute();
}
