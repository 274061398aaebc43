// The audit log's search, filters, dates and page live in the URL (the kit's list parameters), so a search can be
// bookmarked and shared. Dates are days (YYYY-MM-DD, as a date field gives them), read in the viewer's time zone.
import {
  auditKindSchema,
  auditOutcomeSchema,
  type AuditFilter,
  type AuditKind,
  type AuditOutcome,
} from '@lms/core';
import { schemaFilter, type FilterReader, type ListParams, type ListShape } from '../../ui-kit/list-params';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const dayFilter: FilterReader<string> = (value) => {
  const match = value === null ? null : DAY.exec(value);
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(year, month - 1, day);
  // 2026-02-31 is no day: the field would not give it, a hand-edited link might.
  return date.getMonth() === month - 1 && date.getDate() === day ? (value ?? undefined) : undefined;
};

export type AuditListFilters = { kind: AuditKind; outcome: AuditOutcome; from: string; to: string };

export const AUDIT_LIST: ListShape<AuditListFilters> = {
  // The contract's limit on the search text (listAuditLog).
  searchMaxLength: 200,
  filters: {
    kind: schemaFilter(auditKindSchema),
    outcome: schemaFilter(auditOutcomeSchema),
    from: dayFilter,
    to: dayFilter,
  },
};

export const AUDIT_LIST_PAGE_SIZE = 25;

/** Local midnight of a YYYY-MM-DD day, `offset` days later. */
function midnight(day: string, offset = 0): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + offset).getTime();
}

/** The contract's filter of the list's parameters: "to" includes its whole day. */
export function auditFilterOf(params: ListParams<AuditListFilters>): AuditFilter {
  const search = params.search.trim();
  return {
    ...(search ? { search } : {}),
    ...(params.kind ? { kind: params.kind } : {}),
    ...(params.outcome ? { outcome: params.outcome } : {}),
    ...(params.from ? { from: midnight(params.from) } : {}),
    ...(params.to ? { to: midnight(params.to, 1) } : {}),
  };
}
