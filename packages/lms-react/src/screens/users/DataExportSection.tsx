import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { useNotify } from '../../notifications/useNotify';
import { useErrorText } from '../../ui-kit/useErrorText';
import { downloadText } from '../../ui-kit/download';
import { useExportMyDataMutation } from './my-data-api';
import { ProfileSection } from './ProfileSection';

/** The person's copy of everything the platform keeps about them (GDPR articles 15 and 20), as one JSON file. */
export function DataExportSection() {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const [exportMyData, { isLoading }] = useExportMyDataMutation();

  async function download() {
    const result = await exportMyData({});
    if (result.error) {
      notify({
        kind: 'negative',
        message: t('profile.dataExport.failed', { reason: errorText(result.error) }),
      });
      return;
    }
    const file = `my-data-${result.data.exportedAt.slice(0, 10)}.json`;
    downloadText(file, `${JSON.stringify(result.data, null, 2)}\n`, 'application/json');
    notify({ kind: 'positive', message: t('profile.dataExport.done', { file }) });
  }

  return (
    <ProfileSection title={t('profile.dataExport.heading')} description={t('profile.dataExport.description')}>
      <Button variant="secondary" busy={isLoading} onClick={() => void download()}>
        {t('profile.dataExport.button')}
      </Button>
    </ProfileSection>
  );
}
