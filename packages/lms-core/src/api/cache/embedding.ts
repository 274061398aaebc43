// How clients call and cache the embedding area's operations (cache-rules.ts).
import type { embeddingOperations } from '../operations/embedding';
import { cacheKinds, defineAreaCache } from './cache-rules';

const kinds = cacheKinds(['EmbedApiKeys']);
/**
 * Keys keep their origins but one removed from the list no longer works for them: show it. An origin change answers
 * with the whole list, which lms-react puts in the cache (its endpoint behaviours).
 */
const originChange = { call: 'write', changes: [kinds.EmbedApiKeys], evenWhenRefused: true } as const;
const keyChange = { call: 'write', changes: [kinds.EmbedApiKeys] } as const;

export const embeddingCache = defineAreaCache<typeof embeddingOperations>()(kinds, {
  listEmbedOrigins: { call: 'read' },
  exchangeLaunchToken: { call: 'fresh' },
  // The session the sign-in popup makes for a frame: a new one each time.
  createFrameSession: { call: 'fresh' },
  adminListEmbedOrigins: { call: 'read' },
  addEmbedOrigin: originChange,
  removeEmbedOrigin: originChange,
  adminListEmbedApiKeys: { call: 'read', provides: [kinds.EmbedApiKeys] },
  createEmbedApiKey: keyChange,
  revokeEmbedApiKey: keyChange,
});
