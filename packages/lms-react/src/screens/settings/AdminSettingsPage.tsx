import { useTranslation } from 'react-i18next';
import type { SettingsSection } from '@lms/core';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { useFormatDate } from '../../i18n/useFormatDate';
import { NotificationsSection, SignInSection } from './AccountSections';
import { AppearanceSection } from './AppearanceSection';
import { ApiKeysSection } from './embedding/ApiKeysSection';
import { EmbedOriginsSection } from './embedding/EmbedOriginsSection';
import { useGetAdminSettingsQuery } from './site-settings-api';
import { CertificateIssuerSection, LanguageSection, SiteSection } from './SiteSections';

const SECTION_LINKS = [
  ['site', 'siteSettings.site.heading'],
  ['appearance', 'siteSettings.appearance.heading'],
  ['language', 'siteSettings.language.heading'],
  ['signIn', 'siteSettings.signIn.heading'],
  ['notifications', 'siteSettings.notifications.heading'],
  ['certificateIssuer', 'siteSettings.issuer.heading'],
  ['embedding', 'siteSettings.embeddingHeading'],
] as const;

/**
 * /admin/settings: the platform's settings in sections, each saved on its own and applied at once to every page
 * (issue 21), then embedding action-plan steps on other sites (issue 8).
 */
export function AdminSettingsPage() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { data, error, isError, refetch } = useGetAdminSettingsQuery({});
  const savedAt = (section: SettingsSection) => {
    const saved = data?.saved[section];
    return saved ? formatDate(saved.at) : null;
  };
  return (
    <div className="lms-admin-settings">
      <h1>{t('adminSettings.heading')}</h1>
      <nav aria-label={t('siteSettings.sectionsNav')}>
        <ul className="lms-settings-nav">
          {SECTION_LINKS.map(([id, key]) => (
            <li key={id}>
              <a href={`#settings-${id}`}>{t(key)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {isError ? (
        <ErrorState error={error} title={t('siteSettings.loadError')} onRetry={() => void refetch()} />
      ) : !data ? (
        <Skeleton lines={6} />
      ) : (
        <>
          <SiteSection initial={data.values.site} savedAt={savedAt('site')} />
          <AppearanceSection initial={data.values.appearance} savedAt={savedAt('appearance')} />
          <LanguageSection initial={data.values.language} savedAt={savedAt('language')} />
          <SignInSection
            initial={data.values.signIn}
            savedAt={savedAt('signIn')}
            configured={data.configured}
          />
          <NotificationsSection initial={data.values.notifications} savedAt={savedAt('notifications')} />
          <CertificateIssuerSection
            initial={data.values.certificateIssuer}
            savedAt={savedAt('certificateIssuer')}
          />
        </>
      )}
      <div id="settings-embedding" className="lms-admin-settings">
        <h2 className="lms-settings-part-heading">{t('siteSettings.embeddingHeading')}</h2>
        <p className="lms-admin-settings__intro">{t('adminSettings.embeddingIntro')}</p>
        <EmbedOriginsSection />
        <ApiKeysSection />
      </div>
    </div>
  );
}
