// Contract operations of embedding: the origins allowed to frame action-plan steps and the API keys of embedding
// sites (admins), the public list the frame's bridge checks, and the one-time exchange of a launch token for a
// session inside the frame. Launch tokens themselves are issued by POST /api/embed/launch-tokens to a site's back
// end holding an API key, never through these operations.
import { z } from 'zod';
import { defineOperation } from '../contract';
import {
  createEmbedApiKeyInputSchema,
  createdEmbedApiKeySchema,
  embedApiKeySchema,
  embedOriginListSchema,
  exchangeLaunchTokenInputSchema,
  exchangeLaunchTokenResultSchema,
} from '../schemas/embedding';
import { embedOriginSchema } from '../../embed/embed-origins';

export const listEmbedOrigins = defineOperation({
  name: 'listEmbedOrigins',
  summary:
    'The origins allowed to frame action-plan steps (public: the CSP header of those pages says as much).',
  input: z.object({}).strict(),
  output: z.object({ origins: z.array(z.string()) }),
  access: 'public',
});

export const exchangeLaunchToken = defineOperation({
  name: 'exchangeLaunchToken',
  summary:
    "Exchange a launch token once for a session of its student, from a frame on one of the token's API-key origins.",
  input: exchangeLaunchTokenInputSchema,
  output: exchangeLaunchTokenResultSchema,
  access: 'public',
  refusals: [
    'admin-account',
    'api-key-revoked',
    'launch-token-expired',
    'launch-token-invalid',
    'launch-token-used',
    'not-enrolled',
    'origin-not-allowed',
    'wrong-step',
  ],
});

export const createFrameSession = defineOperation({
  name: 'createFrameSession',
  summary:
    'A new embedded session of the caller for one of their steps, made by the first-party sign-in popup of a framed step and posted to that frame only.',
  input: z.object({ stepId: z.string().trim().min(1).max(128) }).strict(),
  output: exchangeLaunchTokenResultSchema,
  access: 'user',
  refusals: ['admin-account', 'not-enrolled'],
});

export const adminListEmbedOrigins = defineOperation({
  name: 'adminListEmbedOrigins',
  summary: 'Allowed embedding origins: those set by administrators and those from LMS_EMBED_ORIGINS.',
  input: z.object({}).strict(),
  output: embedOriginListSchema,
  access: 'admin',
});

export const addEmbedOrigin = defineOperation({
  name: 'addEmbedOrigin',
  summary: 'Allow an origin to frame action-plan steps (idempotent).',
  input: z.object({ origin: embedOriginSchema }).strict(),
  output: embedOriginListSchema,
  access: 'admin',
});

export const removeEmbedOrigin = defineOperation({
  name: 'removeEmbedOrigin',
  summary: 'Stop an origin framing steps; API keys keep it listed but it no longer works for them.',
  input: z.object({ origin: z.string().trim().min(1).max(300) }).strict(),
  output: embedOriginListSchema,
  access: 'admin',
  refusals: ['from-environment'],
});

export const adminListEmbedApiKeys = defineOperation({
  name: 'adminListEmbedApiKeys',
  summary: 'Every API key of embedding sites, newest first, with its origins, last use and revocation.',
  input: z.object({}).strict(),
  output: z.object({ items: z.array(embedApiKeySchema) }),
  access: 'admin',
});

export const createEmbedApiKey = defineOperation({
  name: 'createEmbedApiKey',
  summary: 'Create an API key for allowed origins; the answer holds the secret, shown this once.',
  input: createEmbedApiKeyInputSchema,
  output: createdEmbedApiKeySchema,
  access: 'admin',
  refusals: ['origin-not-allowed'],
});

export const revokeEmbedApiKey = defineOperation({
  name: 'revokeEmbedApiKey',
  summary:
    'Revoke an API key: no more launch tokens, unused ones stop working, and its sessions cannot refresh.',
  input: z.object({ id: z.string().min(1).max(128) }).strict(),
  output: embedApiKeySchema,
  access: 'admin',
});

export const embeddingOperations = {
  listEmbedOrigins,
  exchangeLaunchToken,
  createFrameSession,
  adminListEmbedOrigins,
  addEmbedOrigin,
  removeEmbedOrigin,
  adminListEmbedApiKeys,
  createEmbedApiKey,
  revokeEmbedApiKey,
} as const;
