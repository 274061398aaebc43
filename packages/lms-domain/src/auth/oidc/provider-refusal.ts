// When Google or Microsoft does not sign a person in: what the refusal means to them, and what the audit log keeps.
// A person cancelling on the provider's page is not a security event; anything else is, with the e-mail it was for.
import { isLmsError, LmsError } from '@lms/core';
import type { DomainContext } from '../../context';
import { reportSecurityEvent } from '../../events/report-security-event';
import { SECURITY_EVENTS, type RequestOrigin } from '../../events/security-events';
import type { OidcProvider } from './providers';

/** The provider's `error` answer on the callback, as the catalogue error the popup shows. */
export function providerRefusal(provider: OidcProvider, error: string): LmsError {
  // access_denied: the person cancelled on the provider's page, which for them is closing the popup.
  if (error === 'access_denied') return new LmsError('auth/popup-closed-by-user', 'Sign-in was cancelled.');
  return new LmsError(
    'auth/invalid-credential',
    `${provider.label} refused the sign-in (${error.slice(0, 100)}).`,
  );
}

/** Records a provider sign-in that failed, for any reason but the person cancelling it. */
export async function recordProviderSignInRefusal(
  ctx: DomainContext,
  provider: OidcProvider,
  error: unknown,
  origin: RequestOrigin,
): Promise<void> {
  if (isLmsError(error) && error.code === 'auth/popup-closed-by-user') return;
  const details = isLmsError(error) ? (error.details as { email?: unknown } | undefined) : undefined;
  const email = typeof details?.email === 'string' ? details.email : null;
  await reportSecurityEvent(
    ctx,
    SECURITY_EVENTS.providerSignInFailed,
    { uid: null, email },
    {
      ...origin,
      error,
      targets: email === null ? [] : [email],
      summary: JSON.stringify({ provider: provider.id }),
    },
  );
}
