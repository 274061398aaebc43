// What an operator's probes and metrics ask of the domain: whether this copy can serve (its database answers and its
// schema has every migration this build knows), and the queues that grow when something downstream is stuck.
import { sql } from 'kysely';
import type { DomainContext } from '../context';
import type { Migrations } from './migrate';

export interface Readiness {
  ready: boolean;
  /** One `select 1`, in milliseconds. */
  databaseRoundTripMs: number;
  /** Migrations this build knows that the database has not had: another copy is migrating, or this one is older. */
  pendingMigrations: string[];
}

/** Readiness against the migrations this build knows (areas/schema.ts binds the areas'). */
export async function readinessWith(
  ctx: Pick<DomainContext, 'db'>,
  migrations: Migrations,
): Promise<Readiness> {
  const start = performance.now();
  await sql`select 1`.execute(ctx.db);
  const databaseRoundTripMs = Math.round((performance.now() - start) * 100) / 100;
  // Kysely's own record of the migrations run on this database (db/migrate.ts).
  const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(ctx.db);
  const names = new Set(applied.rows.map((row) => row.name));
  const pendingMigrations = Object.keys(migrations).filter((name) => !names.has(name));
  return { ready: pendingMigrations.length === 0, databaseRoundTripMs, pendingMigrations };
}

export interface OperationalGauges {
  /** Mails not yet delivered: queued for the relay or given up (mail/outbox-delivery.ts); growth means a stuck relay. */
  mailOutboxPending: number;
  /** Mails the relay refused: waiting for a retry, or given up and waiting for an administrator. */
  mailOutboxFailing: number;
}

export async function operationalGauges(ctx: Pick<DomainContext, 'db'>): Promise<OperationalGauges> {
  const row = await ctx.db
    .selectFrom('outbox')
    .select((eb) => [eb.fn.countAll<number>().as('pending'), eb.fn.count<number>('error').as('failing')])
    .where('status', 'in', ['queued', 'failed'])
    .executeTakeFirstOrThrow();
  return { mailOutboxPending: Number(row.pending), mailOutboxFailing: Number(row.failing) };
}
