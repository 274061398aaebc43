// Issue 31: an order remembers the app address of the app the student paid from (platform/app-address.ts), so the
// payment page's "Pay" and Stripe's success and cancel addresses bring the student back to that app, on a library
// host's origin as on the platform's own site. Null (orders placed before): the server's public URL.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('app_address', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('app_address').execute();
}
