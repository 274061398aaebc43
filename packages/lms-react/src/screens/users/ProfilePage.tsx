import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';
import { useAuth } from '../../runtime/useAuth';
import { AccountSecuritySection } from './AccountSecuritySection';
import { AppearanceSection } from './AppearanceSection';
import { DataExportSection } from './DataExportSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { DisplayNameForm } from './DisplayNameForm';
import { PreferencesSection } from './PreferencesSection';
import { ProfilePhotoSection } from './ProfilePhotoSection';

/**
 * /profile: picture, name, sign-in e-mail and password, preferences and account deletion. The guard only lets
 * signed-in users here; the spinner covers the moment between a sign-out or deletion and the next page.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return <Spinner />;
  return (
    <div className="lms-profile">
      <header className="lms-profile__header">
        <h1>{t('profile.heading')}</h1>
        <p className="lms-profile__intro">{t('profile.intro')}</p>
      </header>
      <ProfilePhotoSection user={user} />
      <DisplayNameForm key={user.uid} user={user} />
      <AccountSecuritySection email={user.email} />
      <PreferencesSection uid={user.uid} />
      <AppearanceSection />
      <DataExportSection />
      <DeleteAccountSection email={user.email} />
    </div>
  );
}
