// The administrators' users list and its CSV export: one filter (search, role, status) and one order for both.
import { sql, type SelectQueryBuilder } from 'kysely';
import { toCsv, type AdminUser } from '@lms/core';
import type { DomainContext } from '../context';
import type { Database, UserRow } from '../db/schema';
import type { ParsedInput } from '../functions/registry';
import { toUserDocument } from './user-records';

type ListFilter = Omit<ParsedInput<'listUsers'>, 'page' | 'pageSize'>;

/** The CSV export stops here: a bigger file would be for a database dump, not a spreadsheet. */
export const USER_CSV_MAX_ROWS = 50_000;

export function toAdminUser(row: UserRow): AdminUser {
  return { ...toUserDocument(row), disabled: row.disabled === 1, emailVerified: row.email_verified === 1 };
}

function filteredUsers(
  ctx: DomainContext,
  filter: ListFilter,
): SelectQueryBuilder<Database, 'users', object> {
  let query = ctx.db.selectFrom('users');
  const search = filter.search?.toLowerCase();
  if (search) {
    // Escape LIKE wildcards so "50%" finds "50%" and not everything.
    const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('email', 'like', sql<string>`${pattern} escape '\\'`),
        eb(sql<string>`lower(coalesce(display_name, ''))`, 'like', sql<string>`${pattern} escape '\\'`),
      ]),
    );
  }
  if (filter.role) query = query.where('role', '=', filter.role);
  if (filter.status) query = query.where('disabled', '=', filter.status === 'disabled' ? 1 : 0);
  return query;
}

function ordered(query: SelectQueryBuilder<Database, 'users', UserRow>, filter: ListFilter) {
  const direction = filter.direction;
  if (filter.sort === 'lastLogin') {
    // Never-signed-in accounts go last whichever way the list runs (both dialects sort nulls differently).
    return query
      .orderBy(sql`case when last_login is null then 1 else 0 end`)
      .orderBy('last_login', direction)
      .orderBy('uid');
  }
  return query.orderBy('created_at', direction).orderBy('uid');
}

export interface AdminUserPage {
  items: AdminUser[];
  total: number;
  page: number;
  pageSize: number;
}

export async function listUsers(ctx: DomainContext, input: ParsedInput<'listUsers'>): Promise<AdminUserPage> {
  const query = filteredUsers(ctx, input);
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    ordered(query.selectAll(), input)
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute(),
  ]);
  return {
    items: rows.map(toAdminUser),
    total: Number(count.total),
    page: input.page,
    pageSize: input.pageSize,
  };
}

const CSV_HEADER = [
  'uid',
  'email',
  'display_name',
  'role',
  'status',
  'email_verified',
  'provider',
  'language',
  'created_at',
  'last_login',
] as const;

export async function exportUsersCsv(
  ctx: DomainContext,
  input: ParsedInput<'exportUsersCsv'>,
): Promise<{ filename: string; csv: string; rows: number }> {
  const rows = await ordered(filteredUsers(ctx, input).selectAll(), input).limit(USER_CSV_MAX_ROWS).execute();
  const csv = toCsv(
    CSV_HEADER,
    rows.map((row) => {
      const user = toAdminUser(row);
      return [
        user.uid,
        user.email,
        user.displayName,
        user.role === 'admin' ? 'admin' : 'student',
        user.disabled ? 'disabled' : 'active',
        user.emailVerified,
        user.provider,
        user.preferences.language,
        user.created_at,
        user.last_login,
      ];
    }),
  );
  const day = new Date(ctx.now()).toISOString().slice(0, 10);
  return { filename: `users-${day}.csv`, csv, rows: rows.length };
}
