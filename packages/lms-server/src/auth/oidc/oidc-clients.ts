// openid-client configurations for the configured providers, discovered once and reused. Microsoft's common
// endpoint publishes a templated issuer (https://login.microsoftonline.com/{tenantid}/v2.0) that differs from the
// URL it is discovered at; openid-client recognises Entra ID by that origin and then checks each ID token's `iss`
// against the template filled with the token's own `tid` claim. So the issuer must be discovered by its issuer
// URL (never by a .well-known URL, which would skip the issuer check altogether).
import * as client from 'openid-client';
import { LmsError } from '@lms/core';
import type { ServerContext } from '../../context';
import { assertProviderOffered, oidcClientConfig, type OidcProvider } from '@lms/domain';

/** openid-client's own fetch signature, so a test can route its requests. */
export type FetchLike = client.CustomFetch;

export interface OidcClients {
  /** The provider's configuration; auth/operation-not-allowed when it is not configured on this server. */
  get(provider: OidcProvider): Promise<client.Configuration>;
}

const DISCOVERY_TIMEOUT_SECONDS = 10;

/** Plain http is allowed only for a provider on this machine (a local test or development provider). */
function isLoopback(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

export function createOidcClients(ctx: ServerContext, options: { fetch?: FetchLike } = {}): OidcClients {
  const cache = new Map<string, Promise<client.Configuration>>();

  const discover = async (provider: OidcProvider): Promise<client.Configuration> => {
    const settings = oidcClientConfig(ctx.config, provider);
    if (!settings) {
      throw new LmsError(
        'auth/operation-not-allowed',
        `Sign-in with ${provider.label} is not set up on this server.`,
      );
    }
    const issuer = new URL(settings.issuer);
    const insecure = issuer.protocol === 'http:' && isLoopback(issuer);
    const configuration = await client.discovery(
      issuer,
      settings.clientId,
      settings.clientSecret,
      undefined,
      {
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
        ...(options.fetch ? { [client.customFetch]: options.fetch } : {}),
      },
    );
    if (options.fetch) configuration[client.customFetch] = options.fetch;
    configuration.timeout = DISCOVERY_TIMEOUT_SECONDS;
    return configuration;
  };

  return {
    async get(provider) {
      // Read per sign-in (not cached with the discovery): an administrator may switch a provider off at any time.
      await assertProviderOffered(ctx, provider.id);
      let pending = cache.get(provider.id);
      if (!pending) {
        pending = discover(provider).catch((error: unknown) => {
          // Not cached: the next sign-in tries again (the provider may have been briefly unreachable).
          cache.delete(provider.id);
          if (error instanceof LmsError) throw error;
          ctx.log.error({ err: error, provider: provider.id }, 'OpenID Connect discovery failed');
          throw new LmsError(
            'auth/network-request-failed',
            `${provider.label} could not be reached. Try again later.`,
          );
        });
        cache.set(provider.id, pending);
      }
      return pending;
    },
  };
}
