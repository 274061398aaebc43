// What we read about a person from their provider's claims (ID token plus userinfo, or the profile the Firebase SDK
// hands back after a popup sign-in): one rule for the self-hosted server, the page's back end and the Firebase client. Spec section 7: Microsoft
// gives displayName or name, mail or userPrincipalName or email, photo or picture; Google gives name, email and
// picture.
import type { OAuthProviderId } from '../api/ports';

export interface ProviderProfile {
  /** The provider's stable id for the person (`sub`). */
  subject: string;
  /** Lower-cased; null when the provider shared none. */
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  photoURL: string | null;
}

type Claims = Record<string, unknown>;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const firstText = (claims: Claims, names: string[]): string | null => {
  for (const name of names) {
    const value = text(claims[name]);
    if (value !== null) return value;
  }
  return null;
};

/** Only addresses an <img> can load: Microsoft Graph photo endpoints need a bearer token, so they are dropped. */
function usablePhotoUrl(value: string | null): string | null {
  if (value === null || value.length > 2048) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.hostname === 'graph.microsoft.com') return null;
    return url.href;
  } catch {
    return null;
  }
}

function usableEmail(value: string | null): string | null {
  const email = value?.toLowerCase() ?? null;
  return email !== null && /^[^\s@]+@[^\s@]+$/.test(email) && email.length <= 320 ? email : null;
}

export function profileFromClaims(
  provider: { id: OAuthProviderId },
  subject: string,
  claims: Claims,
): ProviderProfile {
  if (provider.id === 'microsoft') {
    return {
      subject,
      email: usableEmail(firstText(claims, ['mail', 'userPrincipalName', 'email'])),
      emailVerified: claims.email_verified === true,
      displayName: firstText(claims, ['displayName', 'name'])?.slice(0, 120) ?? null,
      photoURL: usablePhotoUrl(firstText(claims, ['photo', 'picture'])),
    };
  }
  return {
    subject,
    email: usableEmail(text(claims.email)),
    emailVerified: claims.email_verified === true,
    displayName: text(claims.name)?.slice(0, 120) ?? null,
    photoURL: usablePhotoUrl(text(claims.picture)),
  };
}
