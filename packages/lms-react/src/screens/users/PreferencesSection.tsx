import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { useGetUserDocumentQuery } from '../../store/lms-api';
import { PreferencesForm } from './PreferencesForm';
import { ProfileSection } from './ProfileSection';

/** Preferences live in the user document: a placeholder while it loads, an explanation and retry if it cannot. */
export function PreferencesSection({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const { data, error, isLoading, isError, refetch } = useGetUserDocumentQuery({ uid });
  return (
    <ProfileSection title={t('profile.preferences.heading')}>
      {isLoading ? (
        <div role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton lines={3} />
        </div>
      ) : isError || !data ? (
        <ErrorState error={error} title={t('profile.preferences.loadError')} onRetry={() => void refetch()} />
      ) : (
        <PreferencesForm preferences={data.preferences} />
      )}
    </ProfileSection>
  );
}
