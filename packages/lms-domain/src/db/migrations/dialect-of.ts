import { PostgresAdapter, type Kysely } from 'kysely';

/** Migrations run on both dialects; the few statements that differ (auto-increment keys) ask which one this is. */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
