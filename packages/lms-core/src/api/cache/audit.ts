// How clients call and cache the audit area's operations (cache-rules.ts). Entries are written by the server as
// people act, so each visit asks afresh.
import type { auditOperations } from '../operations/audit';
import { cacheKinds, defineAreaCache } from './cache-rules';

const kinds = cacheKinds(['AuditLog']);

export const auditCache = defineAreaCache<typeof auditOperations>()(kinds, {
  listAuditLog: { call: 'read', provides: [kinds.AuditLog], keepUnusedDataFor: 0 },
  getAuditEntry: { call: 'read' },
  exportAuditLogCsv: { call: 'fresh' },
  saveAuditRetention: { call: 'write', changes: [kinds.AuditLog], evenWhenRefused: true },
});
