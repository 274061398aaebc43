// The two popup providers of spec section 7: Google and Microsoft (account chooser, common tenant).
import type { OAuthProviderId } from '@lms/core';
import type { DomainConfig, OidcClientConfig } from '../../context';

export interface OidcProvider {
  id: OAuthProviderId;
  /** Stored in users.provider, identities.provider and the ID token's provider claim, as Firebase names them. */
  providerId: 'google.com' | 'microsoft.com';
  label: string;
}

export const OIDC_PROVIDERS: Record<OAuthProviderId, OidcProvider> = {
  google: { id: 'google', providerId: 'google.com', label: 'Google' },
  microsoft: { id: 'microsoft', providerId: 'microsoft.com', label: 'Microsoft' },
};

export const OIDC_SCOPES = 'openid email profile';

export function findOidcProvider(id: string): OidcProvider | null {
  return id === 'google' || id === 'microsoft' ? OIDC_PROVIDERS[id] : null;
}

export function oidcClientConfig(config: DomainConfig, provider: OidcProvider): OidcClientConfig | null {
  return config.oidc[provider.id] ?? null;
}

/** Where the provider sends the popup back; it must be registered with the provider exactly like this. */
export function redirectUri(config: DomainConfig, provider: OidcProvider): string {
  return `${config.publicUrl}/api/auth/oauth/${provider.id}/callback`;
}
