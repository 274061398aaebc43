import { useTranslation } from 'react-i18next';
import { pathFor } from '@lms/core';
import { LmsLink } from '../../navigation/LmsLink';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';

/**
 * Under a "current password" field: people who signed up with Google or Microsoft, or forgot their password, get
 * one by resetting it, which is the only way lms-core can re-authenticate them.
 */
export function ReauthenticationHint() {
  const { routes } = useLmsRuntime();
  const { t } = useTranslation();
  return (
    <p className="lms-field__description">
      {t('profile.noPasswordHint')}{' '}
      <LmsLink to={pathFor(routes, 'forgot-password')}>{t('profile.resetPasswordLink')}</LmsLink>
    </p>
  );
}
