import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_RETENTION_MAX_DAYS, AUDIT_RETENTION_MIN_DAYS } from '@lms/core';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { useNotify } from '../../notifications/useNotify';
import { useSaveAuditRetentionMutation } from '../../store/endpoints/audit-api';
import { useErrorText } from '../../ui-kit/useErrorText';

/** How many days entries are kept; older ones are deleted by the server every hour. */
export function AuditRetentionForm({ retentionDays }: { retentionDays: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const notify = useNotify();
  const errorText = useErrorText();
  const [days, setDays] = useState(String(retentionDays));
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveAuditRetentionMutation();
  useEffect(() => setDays(String(retentionDays)), [retentionDays]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = Number(days);
    if (!Number.isInteger(value) || value < AUDIT_RETENTION_MIN_DAYS || value > AUDIT_RETENTION_MAX_DAYS) {
      setProblem(
        t('audit.retention.range', { min: AUDIT_RETENTION_MIN_DAYS, max: AUDIT_RETENTION_MAX_DAYS }),
      );
      return;
    }
    setProblem(null);
    const result = await save({ days: value });
    if (result.error) {
      setProblem(t('audit.retention.failed', { reason: errorText(result.error) }));
      return;
    }
    notify({ kind: 'positive', message: t('audit.retention.saved', { count: result.data.retentionDays }) });
  }

  return (
    <section className="lms-audit-retention" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('audit.retention.heading')}</h2>
      <form className="lms-audit-retention__form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          type="number"
          inputMode="numeric"
          min={AUDIT_RETENTION_MIN_DAYS}
          max={AUDIT_RETENTION_MAX_DAYS}
          label={t('audit.retention.label')}
          description={t('audit.retention.description')}
          value={days}
          error={problem ?? undefined}
          onChange={(event) => setDays(event.target.value)}
        />
        <Button type="submit" variant="secondary" busy={isLoading}>
          {t('audit.retention.save')}
        </Button>
      </form>
    </section>
  );
}
