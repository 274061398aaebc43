// The hooks of the embedding settings: the origins allowed to frame action-plan steps and embedding sites' API
// keys. Named from the endpoints lmsApi draws from the contract (store/contract-endpoints.ts): none is written
// here.
import { embeddingCache } from '@lms/core';
import { injectArea } from '../../../store/lms-api';

export const {
  useAdminListEmbedOriginsQuery,
  useAddEmbedOriginMutation,
  useRemoveEmbedOriginMutation,
  useAdminListEmbedApiKeysQuery,
  useCreateEmbedApiKeyMutation,
  useRevokeEmbedApiKeyMutation,
} = injectArea(embeddingCache);
