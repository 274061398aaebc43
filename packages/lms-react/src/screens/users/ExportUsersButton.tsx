import { useTranslation } from 'react-i18next';
import type { OperationInput } from '@lms/core';
import { Button } from '../../components/Button';
import { useNotify } from '../../notifications/useNotify';
import { useErrorText } from '../../ui-kit/useErrorText';
import { useExportUsersCsvMutation } from './admin-users-api';
import { downloadText } from '../../ui-kit/download';

/** Downloads the users the list shows (its search, filters and order, every page) as a CSV file. */
export function ExportUsersButton({ filter }: { filter: OperationInput<'exportUsersCsv'> }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const [exportCsv, { isLoading }] = useExportUsersCsvMutation();

  async function download() {
    const result = await exportCsv(filter);
    if (result.error) {
      notify({
        kind: 'negative',
        message: t('adminUsers.export.failed', { reason: errorText(result.error) }),
      });
      return;
    }
    downloadText(result.data.filename, result.data.csv, 'text/csv;charset=utf-8');
    notify({ kind: 'positive', message: t('adminUsers.export.done', { count: result.data.rows }) });
  }

  return (
    <Button variant="secondary" busy={isLoading} onClick={() => void download()}>
      {t('adminUsers.export.button')}
    </Button>
  );
}
