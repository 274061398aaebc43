// Brings a database to the latest schema. Runs at every start and via `lms migrate`; Kysely's migration lock makes
// two server copies starting together on one PostgreSQL take turns instead of racing.
import { Migrator, type Kysely, type MigrationResult } from 'kysely';
import { LmsError } from '@lms/core';
import { migrations } from '../areas';

export interface MigrationReport {
  /** Names of the migrations this call applied, oldest first; empty when already up to date. */
  applied: string[];
}

export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<MigrationReport> {
  // Migrations are written against no table types: they describe history, not today's schema.
  const migrator = new Migrator({
    db: db as unknown as Kysely<unknown>,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const applied = (results ?? [])
    .filter((r: MigrationResult) => r.status === 'Success')
    .map((r) => r.migrationName);
  if (error !== undefined) {
    const failed = (results ?? []).find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    const reason = error instanceof Error ? error.message : String(error);
    throw new LmsError('functions/internal', `Database migration ${failed} failed: ${reason}`, {
      applied,
      failed,
    });
  }
  return { applied };
}

/** Names of the migrations the database has not run yet, oldest first: a host that migrates as a deploy step checks. */
export async function pendingMigrations<DB>(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({
    db: db as unknown as Kysely<unknown>,
    provider: { getMigrations: async () => migrations },
  });
  const known = await migrator.getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
