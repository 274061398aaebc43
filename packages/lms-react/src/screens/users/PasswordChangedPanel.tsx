import { useTranslation } from 'react-i18next';
import { LmsLink } from '../../navigation/LmsLink';
import { useFocusOnMount } from './useFocusOnMount';

/** The end of a password reset: says it worked and offers the sign-in (the reset ended every session). */
export function PasswordChangedPanel({ email, signInPath }: { email: string; signInPath: string }) {
  const { t } = useTranslation();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="lms-password-changed">
      <h2 ref={headingRef} tabIndex={-1}>
        {t('resetPassword.doneHeading')}
      </h2>
      <p>{t('resetPassword.doneBody', { email })}</p>
      <p>
        <LmsLink className="lms-button lms-button--primary" to={signInPath}>
          {t('resetPassword.signIn')}
        </LmsLink>
      </p>
    </div>
  );
}
