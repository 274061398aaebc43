// RTK Query endpoints of the admin test page: each check is a mutation, since it acts (a test e-mail, a file
// written and deleted) and its answer is only true at the moment it ran. The mail log is asked afresh on each visit
// (mails go out while nobody looks); a resend refreshes it.
import type { OperationInput, OperationOutput } from '@lms/core';
import { lmsApi, operationCall } from '../../store/lms-api';

const api = lmsApi.enhanceEndpoints({ addTagTypes: ['MailLog'] });

export const settingsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    runIntegrationCheck: builder.mutation<
      OperationOutput<'runIntegrationCheck'>,
      OperationInput<'runIntegrationCheck'>
    >({
      query: (input) => operationCall('runIntegrationCheck', input),
      // The e-mail check writes nothing to the log (it goes to the relay directly), the others nothing at all.
    }),
    listMailLog: builder.query<OperationOutput<'listMailLog'>, OperationInput<'listMailLog'>>({
      query: (input) => operationCall('listMailLog', input),
      providesTags: ['MailLog'],
      keepUnusedDataFor: 0,
    }),
    resendMail: builder.mutation<OperationOutput<'resendMail'>, OperationInput<'resendMail'>>({
      query: (input) => operationCall('resendMail', input),
      invalidatesTags: ['MailLog'],
    }),
  }),
});

export const { useRunIntegrationCheckMutation, useListMailLogQuery, useResendMailMutation } = settingsApi;
