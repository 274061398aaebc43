// The database operations that need every area's migrations, bound to them here, where the areas are assembled, so
// the plumbing in db/ imports no area.
import type { Kysely } from 'kysely';
import type { DomainContext } from '../context';
import { migrateWith, pendingMigrationsOf, type MigrationReport } from '../db/migrate';
import { readinessWith, type Readiness } from '../db/readiness';
import { migrations } from '.';

/** Brings the database to the latest schema: every area's migrations, in the order of their numbers. */
export function migrateToLatest<DB>(db: Kysely<DB>): Promise<MigrationReport> {
  return migrateWith(db, migrations);
}

/** Names of the migrations the database has not run yet, oldest first: a host that migrates as a deploy step checks. */
export function pendingMigrations<DB>(db: Kysely<DB>): Promise<string[]> {
  return pendingMigrationsOf(db, migrations);
}

/** Whether this copy can serve: its database answers and has every migration this build knows. */
export function checkReadiness(ctx: Pick<DomainContext, 'db'>): Promise<Readiness> {
  return readinessWith(ctx, migrations);
}
