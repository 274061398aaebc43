// RTK Query endpoints of the embedding settings (issue 8): the origins allowed to frame action-plan steps and the
// API keys of embedding sites. Origin changes answer with the whole list, which replaces the cached one.
import type { OperationInput, OperationOutput } from '@lms/core';
import { lmsApi, operationCall } from '../../../store/lms-api';

const api = lmsApi.enhanceEndpoints({ addTagTypes: ['EmbedApiKeys'] });

type OriginList = OperationOutput<'adminListEmbedOrigins'>;

export const embeddingApi = api.injectEndpoints({
  endpoints: (builder) => {
    function originChange<N extends 'addEmbedOrigin' | 'removeEmbedOrigin'>(name: N) {
      return builder.mutation<OriginList, OperationInput<N>>({
        query: (input) => operationCall(name, input),
        // Keys keep their origins but one removed from the list no longer works for them: show it.
        invalidatesTags: ['EmbedApiKeys'],
        async onQueryStarted(_input, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(embeddingApi.util.upsertQueryData('adminListEmbedOrigins', {}, data));
          } catch {
            // The form shows the failure.
          }
        },
      });
    }
    return {
      adminListEmbedOrigins: builder.query<OriginList, OperationInput<'adminListEmbedOrigins'>>({
        query: (input) => operationCall('adminListEmbedOrigins', input),
      }),
      addEmbedOrigin: originChange('addEmbedOrigin'),
      removeEmbedOrigin: originChange('removeEmbedOrigin'),
      adminListEmbedApiKeys: builder.query<
        OperationOutput<'adminListEmbedApiKeys'>,
        OperationInput<'adminListEmbedApiKeys'>
      >({
        query: (input) => operationCall('adminListEmbedApiKeys', input),
        providesTags: ['EmbedApiKeys'],
      }),
      createEmbedApiKey: builder.mutation<
        OperationOutput<'createEmbedApiKey'>,
        OperationInput<'createEmbedApiKey'>
      >({
        query: (input) => operationCall('createEmbedApiKey', input),
        invalidatesTags: (_result, error) => (error ? [] : ['EmbedApiKeys']),
      }),
      revokeEmbedApiKey: builder.mutation<
        OperationOutput<'revokeEmbedApiKey'>,
        OperationInput<'revokeEmbedApiKey'>
      >({
        query: (input) => operationCall('revokeEmbedApiKey', input),
        invalidatesTags: (_result, error) => (error ? [] : ['EmbedApiKeys']),
      }),
    };
  },
});

export const {
  useAdminListEmbedOriginsQuery,
  useAddEmbedOriginMutation,
  useRemoveEmbedOriginMutation,
  useAdminListEmbedApiKeysQuery,
  useCreateEmbedApiKeyMutation,
  useRevokeEmbedApiKeyMutation,
} = embeddingApi;
