// Embedding action-plan steps on other sites: the allowed origins and API keys admins manage, the launch token a
// third-party back end asks for, and the session a framed step gets for it.
import { z } from 'zod';
import { embedOriginSchema } from '../../embed/embed-origins';
import { frameSessionResultMiniSchema } from './frame-session';

/** The sign-in method recorded for sessions started with a launch token (the ID token's `provider` claim). */
export const EMBED_SESSION_PROVIDER = 'embed-launch';

/** A launch token is good for one exchange within this time. */
export const LAUNCH_TOKEN_TTL_SECONDS = 300;

/** Launch tokens and API keys are opaque base64url strings; this bounds what the server will even look up. */
export const opaqueTokenSchema = z
  .string()
  .trim()
  .min(20)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'The token is not in the expected form.');

export const embedOriginEntrySchema = z.object({
  origin: z.string(),
  /** `environment`: from LMS_EMBED_ORIGINS, changed only there; `settings`: added by an administrator. */
  source: z.enum(['settings', 'environment']),
  createdAt: z.string().nullable(),
});
export type EmbedOriginEntry = z.output<typeof embedOriginEntrySchema>;

export const embedOriginListSchema = z.object({ items: z.array(embedOriginEntrySchema) });

/** An API key as admins see it: never the secret, which is shown once when the key is created. */
export const embedApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the key, enough to recognise it in a configuration file. */
  keyPrefix: z.string(),
  origins: z.array(z.string()),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type EmbedApiKey = z.output<typeof embedApiKeySchema>;

export const createEmbedApiKeyInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Name the key after the site that uses it.').max(100),
    origins: z
      .array(embedOriginSchema)
      .min(1, 'Choose at least one site (origin) for this key.')
      .max(20)
      .refine((origins) => new Set(origins).size === origins.length, {
        message: 'Each origin may appear only once.',
      }),
  })
  .strict();

export const createdEmbedApiKeySchema = z.object({
  key: embedApiKeySchema,
  /** The whole key: shown this once, stored only as a hash. */
  secret: z.string(),
});

/** Body of POST /api/embed/launch-tokens, sent by the embedding site's back end with its API key. */
export const launchTokenRequestSchema = z
  .object({
    email: z.string().trim().toLowerCase().email().max(320),
    stepId: z.string().trim().min(1).max(128),
  })
  .strict();
export type LaunchTokenRequest = z.output<typeof launchTokenRequestSchema>;

export const launchTokenResponseSchema = z.object({
  launchToken: z.string(),
  stepId: z.string(),
  expiresAt: z.string(),
});
export type LaunchTokenResponse = z.output<typeof launchTokenResponseSchema>;

export const exchangeLaunchTokenInputSchema = z
  .object({
    launchToken: opaqueTokenSchema,
    /** The origin of the page around the frame, as the bridge saw it; it must be one of the key's origins. */
    embedOrigin: z.string().trim().min(1).max(300),
    stepId: z.string().trim().min(1).max(128),
  })
  .strict();

export const exchangeLaunchTokenResultSchema = z.object(frameSessionResultMiniSchema.shape);
export type ExchangeLaunchTokenResult = z.output<typeof exchangeLaunchTokenResultSchema>;

/** cmi5's answer to the one-time `fetch` URL of getLaunchParameters. */
export const launchFetchResponseSchema = z.object({ 'auth-token': z.string() });
