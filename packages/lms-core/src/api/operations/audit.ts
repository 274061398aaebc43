// Contract operations of the audit area: administrators read the log, export it and set how long it is kept.
// Entries are written by the domain's dispatch and sign-in rules, never through an operation.
import { z } from 'zod';
import { defineOperation } from '../contract';
import {
  auditCsvExportSchema,
  auditEntrySchema,
  auditFilterShape,
  auditLogPageSchema,
  auditRetentionSchema,
} from '../schemas/audit';

export const listAuditLog = defineOperation({
  name: 'listAuditLog',
  summary: 'Audit log entries, newest first, searched by actor e-mail, action or target and filtered.',
  input: z
    .object({
      ...auditFilterShape,
      page: z.number().int().min(1).max(100_000).default(1),
      pageSize: z.number().int().min(1).max(100).default(25),
    })
    .strict(),
  output: auditLogPageSchema,
  access: 'admin',
});

export const getAuditEntry = defineOperation({
  name: 'getAuditEntry',
  summary: 'One audit log entry with everything recorded about it.',
  input: z.object({ id: z.string().min(1).max(64) }).strict(),
  output: auditEntrySchema,
  access: 'admin',
});

export const exportAuditLogCsv = defineOperation({
  name: 'exportAuditLogCsv',
  summary: 'The entries matching the filters as a CSV document (at most 50,000 rows).',
  input: z.object(auditFilterShape).strict(),
  output: auditCsvExportSchema,
  access: 'admin',
});

export const saveAuditRetention = defineOperation({
  name: 'saveAuditRetention',
  summary: 'How many days audit log entries are kept; older ones are deleted.',
  input: z.object({ days: auditRetentionSchema }).strict(),
  output: z.object({ retentionDays: z.number().int() }),
  access: 'admin',
});

export const auditOperations = {
  listAuditLog,
  getAuditEntry,
  exportAuditLogCsv,
  saveAuditRetention,
} as const;
