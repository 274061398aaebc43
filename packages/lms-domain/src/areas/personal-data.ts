// What the platform keeps about a person, declared by each area in its manifest (`personalData`): every column of
// its tables that names a person by user id, what the person's data export (GDPR articles 15 and 20) shows of those
// rows, and what deleting the account (article 17) does to them. The export and the erasure are built from these
// declarations, and a test walks the migrated schema: a table with a user-id column that no area declares fails it
// (packages/lms-domain/test/users/personal-data-coverage.test.ts; the reasons are in docs/decisions.md). The
// declarations are registered by areas/index.ts when the areas are assembled, so the users area's handlers need no
// import of the area list, which imports them.
import { sql } from 'kysely';
import type { AreaName } from '@lms/core';
import type { DomainContext } from '../context';
import type { Database } from '../db/schema';

/** What one area keeps about the person `uid`, as plain JSON: lists of records by name. */
export type PersonalDataSource = (ctx: DomainContext, uid: string) => Promise<Record<string, unknown>>;

/** What deleting the account does to the rows naming the person. */
export type ErasureOutcome =
  /** The rows go (ON DELETE CASCADE, or the area's `erase`). */
  | 'deleted'
  /** The rows stay without the link to the person (ON DELETE SET NULL, or the area's `erase`); `why` says why. */
  | 'unlinked'
  /** The rows stay with the name, e-mail and texts replaced by the area's `erase`; `why` says why they stay. */
  | 'pseudonymised'
  /** The rows stay as they are; `why` gives the legal reason. */
  | 'kept';

export interface PersonalDataHolding {
  table: keyof Database & string;
  /** The column holding the person's user id. */
  column: string;
  /** The rows' name in the export; absent when they are not exported, and `why` says why. */
  exportAs?: string;
  erasure: ErasureOutcome;
  /** Why the rows are not exported, or why they outlive the account (every outcome but `deleted`). */
  why?: string;
}

export interface PersonalDataDeclaration {
  holdings: readonly PersonalDataHolding[];
  /** Records found through another table (support messages of the person's requests, answers of their surveys). */
  moreForExport?: PersonalDataSource;
  /** Runs inside the account deletion's transaction (`ctx.db` is it), before the account row goes. */
  erase?: (ctx: DomainContext, uid: string) => Promise<void>;
}

const declarations = new Map<AreaName, PersonalDataDeclaration>();

export function registerPersonalDataSources(
  areas: readonly { name: AreaName; personalData?: PersonalDataDeclaration }[],
): void {
  for (const area of areas) if (area.personalData) declarations.set(area.name, area.personalData);
}

/** Every area's declaration, for the account deletion and the schema test. */
export function personalDataDeclarations(): ReadonlyMap<AreaName, PersonalDataDeclaration> {
  return declarations;
}

export interface PersonalDataExport {
  exportedAt: string;
  /** Every area's records about the person, by area name. */
  areas: Record<string, Record<string, unknown>>;
}

export async function collectPersonalData(ctx: DomainContext, uid: string): Promise<PersonalDataExport> {
  const areas: PersonalDataExport['areas'] = {};
  for (const [name, declaration] of declarations) {
    const records: Record<string, unknown> = {};
    for (const holding of declaration.holdings) {
      if (holding.exportAs === undefined) continue;
      records[holding.exportAs] = await personalRows(ctx, holding.table, holding.column, uid);
    }
    if (declaration.moreForExport) Object.assign(records, await declaration.moreForExport(ctx, uid));
    if (Object.keys(records).length > 0) areas[name] = records;
  }
  return { exportedAt: new Date(ctx.now()).toISOString(), areas };
}

/** Columns an export never carries: credentials and the hashes of tokens (they prove nothing to the person). */
const SECRET_COLUMN = /hash|token|secret|password|sealed/i;
/** Times are stored as milliseconds; the export shows them as dates a person can read. */
const TIME_COLUMN = /(_at|^at|^last_login|^first_seen|^last_seen)$/;

/** The rows of `table` whose `column` is `uid`, without secrets, times as ISO dates, flags kept as stored. */
export async function personalRows(
  ctx: Pick<DomainContext, 'db'>,
  table: string,
  column: string,
  uid: string,
): Promise<Record<string, unknown>[]> {
  const { rows } = await sql<Record<string, unknown>>`
    select * from ${sql.table(table)} where ${sql.ref(column)} = ${uid}`.execute(ctx.db);
  return rows.map(exportedRow);
}

/** A row as the export shows it: secrets left out, times as ISO dates. */
export function exportedRow(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([key]) => !SECRET_COLUMN.test(key))
      .map(([key, value]) => [
        key,
        TIME_COLUMN.test(key) && value !== null && value !== undefined
          ? new Date(Number(value)).toISOString()
          : value,
      ]),
  );
}
