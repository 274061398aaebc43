import { useTranslation } from 'react-i18next';
import type { AuditFilter } from '@lms/core';
import { Button } from '../../components/Button';
import { useNotify } from '../../notifications/useNotify';
import { useExportAuditLogCsvMutation } from '../../store/endpoints/audit-api';
import { downloadText } from '../../ui-kit/download';
import { useErrorText } from '../../ui-kit/useErrorText';

/** Downloads the entries the list shows (its search, filters and dates, every page) as a CSV file. */
export function AuditExportButton({ filter }: { filter: AuditFilter }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const [exportCsv, { isLoading }] = useExportAuditLogCsvMutation();

  async function download() {
    const result = await exportCsv(filter);
    if (result.error) {
      notify({ kind: 'negative', message: t('audit.export.failed', { reason: errorText(result.error) }) });
      return;
    }
    downloadText(result.data.filename, result.data.csv, 'text/csv;charset=utf-8');
    notify({ kind: 'positive', message: t('audit.export.done', { count: result.data.rows }) });
  }

  return (
    <Button variant="secondary" busy={isLoading} onClick={() => void download()}>
      {t('audit.export.button')}
    </Button>
  );
}
