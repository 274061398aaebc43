// Google / Microsoft sign-in without a provider: the person a story names for the provider "signs in in the
// popup", and the domain's own provider rule (the one the server's OpenID Connect callback ends in) finds or creates
// the account, refuses an e-mail taken by another sign-in method, and starts the session.
import { LmsError, type AuthSessionResponse, type OAuthProviderId } from '@lms/core';
import {
  OIDC_PROVIDERS,
  oidcClientConfig,
  profileFromClaims,
  signInWithProviderProfile,
  type DomainContext,
} from '@lms/domain';

/** Who signs in through a provider's popup. */
export interface PopupIdentity {
  email: string;
  displayName?: string;
  photoURL?: string;
  /** Default true: both providers vouch for the addresses they share. */
  emailVerified?: boolean;
}

export type PopupIdentities = Partial<Record<OAuthProviderId, PopupIdentity>>;

export async function signInThroughPopup(
  ctx: DomainContext,
  provider: OAuthProviderId,
  identity: PopupIdentity | undefined,
): Promise<AuthSessionResponse> {
  const oidcProvider = OIDC_PROVIDERS[provider];
  if (oidcClientConfig(ctx.config, oidcProvider) === null) {
    // What the server's popup answers for a provider it has no client for.
    throw new LmsError(
      'auth/operation-not-allowed',
      `Sign-in with ${oidcProvider.label} is not set up on this server.`,
    );
  }
  if (identity === undefined) {
    throw new LmsError('auth/popup-closed-by-user', 'The sign-in window was closed before signing in.');
  }
  // The claims a provider sends, read by the same rule as the server's (address checks, photo URLs, name length).
  const claims = {
    email: identity.email,
    email_verified: identity.emailVerified ?? true,
    name: identity.displayName,
    picture: identity.photoURL,
  };
  // The provider's stable id for the person: here their address, which is stable within one database.
  const subject = `${provider}:${identity.email.trim().toLowerCase()}`;
  return signInWithProviderProfile(ctx, oidcProvider, profileFromClaims(oidcProvider, subject, claims));
}
