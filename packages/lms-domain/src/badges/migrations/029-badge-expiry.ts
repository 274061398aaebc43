// Badge expiry (issue 30, part 2): a badge may say how long an award stays valid (a number of days or months after
// it is awarded, or no limit); each award keeps its own end, worked out when it is made, so changing the badge later
// never moves the end of a credential already handed out (its signed validUntil).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('badges').addColumn('valid_for_amount', 'integer').execute();
  await db.schema
    .alterTable('badges')
    .addColumn('valid_for_unit', 'text', (c) => c.check(sql`valid_for_unit in ('days', 'months')`))
    .execute();
  await db.schema.alterTable('badge_awards').addColumn('valid_until', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('badge_awards').dropColumn('valid_until').execute();
  await db.schema.alterTable('badges').dropColumn('valid_for_unit').execute();
  await db.schema.alterTable('badges').dropColumn('valid_for_amount').execute();
}
