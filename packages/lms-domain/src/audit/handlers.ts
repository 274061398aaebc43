// Thin handlers of the audit area: the dispatch enforced access (admin) and parsed the input.
import type { HandlerMap } from '../functions/registry';
import { exportAuditLogCsv, getAuditEntry, listAuditLog, saveAuditRetention } from './audit-log';

export const auditHandlers = {
  listAuditLog: ({ ctx, input }) => listAuditLog(ctx, input),
  getAuditEntry: ({ ctx, input }) => getAuditEntry(ctx, input.id),
  exportAuditLogCsv: ({ ctx, input }) => exportAuditLogCsv(ctx, input),
  saveAuditRetention: async ({ ctx, input }) => ({
    retentionDays: await saveAuditRetention(ctx, input.days),
  }),
} satisfies Partial<HandlerMap>;
