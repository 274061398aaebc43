// Thin handlers of embedding: origins and API keys for admins, the public origin list and the launch-token exchange.
import type { HandlerMap } from '../functions/registry';
import { requireCaller } from '../learning/caller';
import { addOrigin, adminListOrigins, listAllowedOrigins, removeOrigin } from './allowed-origins';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys';
import { exchangeLaunchToken, issueFrameSession } from './launch-tokens';

export const embeddingHandlers = {
  listEmbedOrigins: async ({ ctx }) => ({ origins: await listAllowedOrigins(ctx) }),
  exchangeLaunchToken: ({ ctx, input }) => exchangeLaunchToken(ctx, input),
  createFrameSession: ({ ctx, caller, input }) => issueFrameSession(ctx, requireCaller(caller), input.stepId),
  adminListEmbedOrigins: ({ ctx }) => adminListOrigins(ctx),
  addEmbedOrigin: ({ ctx, caller, input }) => addOrigin(ctx, requireCaller(caller), input.origin),
  removeEmbedOrigin: ({ ctx, caller, input }) => removeOrigin(ctx, requireCaller(caller), input.origin),
  adminListEmbedApiKeys: ({ ctx }) => listApiKeys(ctx),
  createEmbedApiKey: ({ ctx, caller, input }) => createApiKey(ctx, requireCaller(caller), input),
  revokeEmbedApiKey: ({ ctx, caller, input }) => revokeApiKey(ctx, requireCaller(caller), input.id),
} satisfies Partial<HandlerMap>;
