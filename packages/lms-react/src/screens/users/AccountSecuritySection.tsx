import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { ChangeEmailDialog } from './ChangeEmailDialog';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { ProfileSection } from './ProfileSection';

type OpenDialog = 'email' | 'password' | null;

/** The sign-in e-mail address and password, each changed in a dialog that asks for the current password. */
export function AccountSecuritySection({ email }: { email: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = () => setOpen(null);
  return (
    <ProfileSection title={t('profile.security.heading')}>
      <dl className="lms-profile-facts">
        <dt>{t('profile.security.emailLabel')}</dt>
        <dd>{email}</dd>
      </dl>
      <div className="lms-profile-actions">
        <Button variant="secondary" onClick={() => setOpen('email')}>
          {t('profile.email.open')}
        </Button>
        <Button variant="secondary" onClick={() => setOpen('password')}>
          {t('profile.password.open')}
        </Button>
      </div>
      {open === 'email' && <ChangeEmailDialog currentEmail={email} onClose={close} />}
      {open === 'password' && <ChangePasswordDialog onClose={close} />}
    </ProfileSection>
  );
}
