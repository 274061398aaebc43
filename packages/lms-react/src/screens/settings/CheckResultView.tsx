import { useTranslation } from 'react-i18next';
import type { IntegrationCheckResult } from '@lms/core';
import { EmbedPreview } from './EmbedPreview';

/** A check's answer: its status in words (not only a colour), what it found, and what went wrong. */
export function CheckResultView({ result }: { result: IntegrationCheckResult }) {
  const { t, i18n } = useTranslation();
  const checkedAt = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'medium',
  }).format(new Date(result.checkedAt));
  return (
    <div className="lms-admin-test__result">
      <p className={`lms-admin-test__status lms-admin-test__status--${result.status}`}>
        {t(`adminTest.status.${result.status}`)}
      </p>
      {result.problem !== null && <p className="lms-admin-test__problem">{result.problem}</p>}
      {result.facts.length > 0 && (
        <dl className="lms-admin-test__facts">
          {result.facts.map((fact) => (
            <div key={fact.name} className="lms-admin-test__fact">
              <dt>{t(`adminTest.facts.${fact.name}`, { defaultValue: fact.name })}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="lms-admin-test__timing">
        {t('adminTest.timing', { ms: result.durationMs, at: checkedAt })}
      </p>
      {result.previewPath !== null && <EmbedPreview path={result.previewPath} />}
    </div>
  );
}
