import type { Database } from '@lms/domain/internal/db/schema';

/** Every column of one table; the compiler rejects a missing or an extra one. */
type Columns<T> = { [C in keyof T]-?: true };
export type SchemaColumns = { [T in keyof Database]: Columns<Database[T]> };
