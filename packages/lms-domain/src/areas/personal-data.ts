// A person's data export (GDPR articles 15 and 20): each area declares what it keeps about one person
// (`personalData` in its manifest) and the export gathers every area's. The sources are registered by areas/index.ts
// when the areas are assembled, so the export's handler (in the users area) needs no import of the area list,
// which imports it.
import { sql } from 'kysely';
import type { AreaName } from '@lms/core';
import type { DomainContext } from '../context';

/** What one area keeps about the person `uid`, as plain JSON: lists of records by name. */
export type PersonalDataSource = (ctx: DomainContext, uid: string) => Promise<Record<string, unknown>>;

const sources = new Map<AreaName, PersonalDataSource>();

export function registerPersonalDataSources(
  areas: readonly { name: AreaName; personalData?: PersonalDataSource }[],
): void {
  for (const area of areas) if (area.personalData) sources.set(area.name, area.personalData);
}

export interface PersonalDataExport {
  exportedAt: string;
  /** Every area's records about the person, by area name. */
  areas: Record<string, Record<string, unknown>>;
}

export async function collectPersonalData(ctx: DomainContext, uid: string): Promise<PersonalDataExport> {
  const areas: PersonalDataExport['areas'] = {};
  for (const [name, source] of sources) areas[name] = await source(ctx, uid);
  return { exportedAt: new Date(ctx.now()).toISOString(), areas };
}

/** Columns an export never carries: credentials and the hashes of tokens (they prove nothing to the person). */
const SECRET_COLUMN = /hash|token|secret|password/i;
/** Times are stored as milliseconds; the export shows them as dates a person can read. */
const TIME_COLUMN = /(_at|^last_login)$/;

/** The rows of `table` whose `column` is `uid`, without secrets, times as ISO dates, flags kept as stored. */
export async function personalRows(
  ctx: Pick<DomainContext, 'db'>,
  table: string,
  column: string,
  uid: string,
): Promise<Record<string, unknown>[]> {
  const { rows } = await sql<Record<string, unknown>>`
    select * from ${sql.table(table)} where ${sql.ref(column)} = ${uid}`.execute(ctx.db);
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row)
        .filter(([key]) => !SECRET_COLUMN.test(key))
        .map(([key, value]) => [
          key,
          TIME_COLUMN.test(key) && value !== null && value !== undefined
            ? new Date(Number(value)).toISOString()
            : value,
        ]),
    ),
  );
}
