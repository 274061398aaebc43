import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@lms/core';
import { LmsLink } from '../navigation/LmsLink';
import { useAuth } from '../runtime/useAuth';
import { useLmsRuntime } from '../runtime/useLmsRuntime';
import { Avatar } from './Avatar';
import { lazyPart } from '../components/lazy-part';

const AccountDropdown = lazyPart(() =>
  import('./AccountDropdown').then((module) => ({ default: module.AccountDropdown })),
);

/** Signed in: a menu with the profile and sign out. Signed out: links to sign in and sign up. */
export function AccountMenu() {
  const { routes } = useLmsRuntime();
  const { user } = useAuth();
  const { t } = useTranslation();

  if (!user) {
    return (
      <div className="lms-account-links">
        <LmsLink className="lms-button lms-button--ghost" to={pathFor(routes, 'login')}>
          {t('account.signIn')}
        </LmsLink>
        <LmsLink className="lms-button lms-button--primary" to={pathFor(routes, 'signup')}>
          {t('account.signUp')}
        </LmsLink>
      </div>
    );
  }
  return (
    <Suspense
      fallback={
        <span className="lms-account-trigger">
          <Avatar user={user} />
        </span>
      }
    >
      <AccountDropdown user={user} />
    </Suspense>
  );
}
