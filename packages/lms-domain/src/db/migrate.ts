// Brings a database to the latest schema. Runs at every start and via `lms migrate`; Kysely's migration lock makes
// two server copies starting together on one PostgreSQL take turns instead of racing. The migrations are the areas'
// (areas/schema.ts binds them), so this plumbing imports no area.
import { Migrator, type Kysely, type Migration, type MigrationResult } from 'kysely';
import { LmsError } from '@lms/core';

export type Migrations = Readonly<Record<string, Migration>>;

export interface MigrationReport {
  /** Names of the migrations this call applied, oldest first; empty when already up to date. */
  applied: string[];
}

export async function migrateWith<DB>(db: Kysely<DB>, migrations: Migrations): Promise<MigrationReport> {
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
export async function pendingMigrationsOf<DB>(db: Kysely<DB>, migrations: Migrations): Promise<string[]> {
  const migrator = new Migrator({
    db: db as unknown as Kysely<unknown>,
    provider: { getMigrations: async () => migrations },
  });
  const known = await migrator.getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
