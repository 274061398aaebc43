import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { IntegrationCheckName } from '@lms/core';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import { CheckResultView } from './CheckResultView';
import type { CheckState } from './useIntegrationChecks';

export interface IntegrationCheckCardProps {
  check: IntegrationCheckName;
  state: CheckState;
  onRun: () => void;
}

/** One integration: what the check does, its button, and its latest answer (announced when it arrives). */
export function IntegrationCheckCard({ check, state, onRun }: IntegrationCheckCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const running = state.kind === 'running';
  return (
    <section className="lms-admin-test__check" aria-labelledby={headingId}>
      <div className="lms-admin-test__check-header">
        <h2 id={headingId}>{t(`adminTest.checks.${check}.title`)}</h2>
        <Button variant="secondary" onClick={onRun} disabled={running} aria-describedby={headingId}>
          {state.kind === 'idle' ? t('adminTest.run') : t('adminTest.runAgain')}
        </Button>
      </div>
      <p className="lms-admin-test__about">{t(`adminTest.checks.${check}.about`)}</p>
      <div aria-live="polite" aria-busy={running}>
        {state.kind === 'running' && (
          <p className="lms-admin-test__running">
            <Spinner size="small" label={t('adminTest.running')} /> {t('adminTest.running')}
          </p>
        )}
        {state.kind === 'done' && <CheckResultView result={state.result} />}
        {state.kind === 'error' && (
          <ErrorState error={state.error} title={t('adminTest.callFailed')} onRetry={onRun} />
        )}
      </div>
    </section>
  );
}
