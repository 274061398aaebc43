// The hooks of the audit log page: the list, one entry, the CSV export and the retention.
// Named from the endpoints lmsApi draws from the contract (store/contract-endpoints.ts): none is written here.
import { auditCache } from '@lms/core';
import { injectArea } from '../lms-api';

export const {
  useListAuditLogQuery,
  useGetAuditEntryQuery,
  useExportAuditLogCsvMutation,
  useSaveAuditRetentionMutation,
} = injectArea(auditCache);
