// RTK Query endpoints of the audit log page: the list, one entry, the CSV export and the retention. Entries are
// written by the server as people act, so each visit asks afresh; saving the retention refreshes the list.
import type { OperationInput, OperationOutput } from '@lms/core';
import { lmsApi, operationCall } from '../lms-api';

const api = lmsApi.enhanceEndpoints({ addTagTypes: ['AuditLog'] });

export const auditApi = api.injectEndpoints({
  endpoints: (builder) => ({
    listAuditLog: builder.query<OperationOutput<'listAuditLog'>, OperationInput<'listAuditLog'>>({
      query: (input) => operationCall('listAuditLog', input),
      providesTags: ['AuditLog'],
      keepUnusedDataFor: 0,
    }),
    getAuditEntry: builder.query<OperationOutput<'getAuditEntry'>, OperationInput<'getAuditEntry'>>({
      query: (input) => operationCall('getAuditEntry', input),
    }),
    exportAuditLogCsv: builder.mutation<
      OperationOutput<'exportAuditLogCsv'>,
      OperationInput<'exportAuditLogCsv'>
    >({
      query: (input) => operationCall('exportAuditLogCsv', input),
    }),
    saveAuditRetention: builder.mutation<
      OperationOutput<'saveAuditRetention'>,
      OperationInput<'saveAuditRetention'>
    >({
      query: (input) => operationCall('saveAuditRetention', input),
      invalidatesTags: ['AuditLog'],
    }),
  }),
});

export const {
  useListAuditLogQuery,
  useGetAuditEntryQuery,
  useExportAuditLogCsvMutation,
  useSaveAuditRetentionMutation,
} = auditApi;
