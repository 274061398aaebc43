// Issue 31: a user remembers the app address (platform/app-address.ts) their last request of a kind that names it
// carried, so mails sent later by a job or by someone else (a certificate issued, a survey reminder, a support
// reply) open the app the learner uses, on a library host as on the platform's own site. Null: the public URL.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('app_address', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('app_address').execute();
}
