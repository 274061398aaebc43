// Table types for Kysely. One schema for SQLite and PostgreSQL, so it uses only what both store the same way:
// times are integer milliseconds since the epoch (bigint), flags are integers 0/1, structured values are JSON text.
// Each area's tables are in tables/, and each tables file adds them to the database Kysely sees (Database below).
import type { Insertable, Selectable, Updateable } from 'kysely';
import type {
  FilesTable,
  IdentitiesTable,
  OAuthStatesTable,
  OobCodesTable,
  OutboxTable,
  RateLimitsTable,
  RefreshTokensTable,
  RevokedSessionsTable,
  SettingsTable,
  SigningKeysTable,
  UsersTable,
} from './tables/accounts';
import type { CoursesTable, EnrollmentsTable } from './tables/courses';

// The row types the package exports; the re-exports also bring every area's tables into each program that
// imports this file. A new area's modules import their row types from its tables file, which brings its tables.
export type * from './tables/accounts';
export type * from './tables/courses';
export type * from './tables/payments';
export type * from './tables/learning';
export type * from './tables/action-plans';
export type * from './tables/support';
export type * from './tables/settings';
export type * from './tables/certificates';
export type * from './tables/badges';
export type * from './tables/surveys';
export type * from './tables/audit';

/**
 * The database Kysely sees: the platform's and the users' tables here; each other area's tables file adds its own
 * (`declare module '../schema'` in tables/<area>.ts), so a new area's tables are no edit in this file.
 */
export interface Database {
  users: UsersTable;
  identities: IdentitiesTable;
  refresh_tokens: RefreshTokensTable;
  revoked_sessions: RevokedSessionsTable;
  oob_codes: OobCodesTable;
  rate_limits: RateLimitsTable;
  outbox: OutboxTable;
  signing_keys: SigningKeysTable;
  settings: SettingsTable;
  oauth_states: OAuthStatesTable;
  files: FilesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type CourseRow = Selectable<CoursesTable>;
export type EnrollmentRow = Selectable<EnrollmentsTable>;
