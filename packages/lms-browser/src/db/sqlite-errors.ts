// sql.js reports a failed statement as a plain Error carrying SQLite's message, without the extended result code.
// The domain tells a unique-key clash or a still-referenced row from a bug by the code better-sqlite3 puts on its
// errors (and pg's SQLSTATE on PostgreSQL), so the code is recovered here from SQLite's own, fixed wording.

/** SQLite's message prefixes (sqlite3_errmsg) and the extended result code each belongs to. */
const CODES_BY_MESSAGE: readonly [prefix: string, code: string][] = [
  ['UNIQUE constraint failed', 'SQLITE_CONSTRAINT_UNIQUE'],
  ['FOREIGN KEY constraint failed', 'SQLITE_CONSTRAINT_FOREIGNKEY'],
  ['NOT NULL constraint failed', 'SQLITE_CONSTRAINT_NOTNULL'],
  ['CHECK constraint failed', 'SQLITE_CONSTRAINT_CHECK'],
  ['database is locked', 'SQLITE_BUSY'],
];

/** An error like better-sqlite3's SqliteError: SQLite's message with its extended result code. */
export class SqliteError extends Error {
  readonly code: string;

  constructor(message: string, code: string) {
    super(message);
    this.name = 'SqliteError';
    this.code = code;
  }
}

/** The error sql.js threw, with the code of its message when SQLite's wording names one. */
export function sqliteErrorFrom(error: unknown): unknown {
  if (!(error instanceof Error) || error instanceof SqliteError) return error;
  const match = CODES_BY_MESSAGE.find(([prefix]) => error.message.startsWith(prefix));
  return match === undefined ? error : new SqliteError(error.message, match[1]);
}
