import { useTranslation } from 'react-i18next';
import { ApiKeysSection } from './ApiKeysSection';
import { EmbedOriginsSection } from './EmbedOriginsSection';

/** /admin/settings: the platform's settings; for now, embedding action-plan steps on other sites (issue 8). */
export function AdminSettingsPage() {
  const { t } = useTranslation();
  return (
    <div className="lms-admin-settings">
      <h1>{t('adminSettings.heading')}</h1>
      <p className="lms-admin-settings__intro">{t('adminSettings.embeddingIntro')}</p>
      <EmbedOriginsSection />
      <ApiKeysSection />
    </div>
  );
}
