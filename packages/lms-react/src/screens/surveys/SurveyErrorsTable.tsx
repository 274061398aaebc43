import { useTranslation } from 'react-i18next';
import type { SurveyErrorGroup } from '@lms/core';
import { useNotify } from '../../notifications/useNotify';
import { RowActions } from '../../ui-kit/RowActions';
import { useErrorText } from '../../ui-kit/useErrorText';
import { SURVEY_REFUSALS } from './survey-refusals';
import { useResolveSurveyErrorMutation, useRetrySurveyErrorMutation } from './surveys-admin-api';

/** The grouped survey errors: what, how often, when, the last payload, and what can be done about each. */
export function SurveyErrorsTable({ groups }: { groups: readonly SurveyErrorGroup[] }) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText(SURVEY_REFUSALS);
  const [retry] = useRetrySurveyErrorMutation();
  const [resolve] = useResolveSurveyErrorMutation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  async function onRetry(group: SurveyErrorGroup) {
    const result = await retry({ groupId: group.id });
    if ('error' in result) notify({ kind: 'negative', message: errorText(result.error) });
    else
      notify({
        kind: result.data.failed === 0 ? 'positive' : 'warning',
        message: t('surveys.errors.retried', {
          recordedText: t('surveys.errors.retriedRecorded', { count: result.data.recorded }),
          failedText: t('surveys.errors.retriedFailed', { count: result.data.failed }),
        }),
      });
  }
  async function onResolve(group: SurveyErrorGroup) {
    const result = await resolve({ groupId: group.id });
    if ('error' in result) notify({ kind: 'negative', message: errorText(result.error) });
    else notify({ kind: 'positive', message: t('surveys.errors.resolvedNotice') });
  }

  return (
    <div className="lms-admin-table-wrap">
      <table className="lms-admin-table">
        <caption className="lms-admin-table__caption">{t('surveys.errors.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('surveys.errors.column.error')}</th>
            <th scope="col">{t('surveys.errors.column.survey')}</th>
            <th scope="col">{t('surveys.errors.column.count')}</th>
            <th scope="col">{t('surveys.errors.column.seen')}</th>
            <th scope="col">{t('surveys.errors.column.payload')}</th>
            <th scope="col" data-unlabelled>
              {t('surveys.errors.column.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={group.id} data-error-code={group.code}>
              <th scope="row">
                {t(`surveys.errors.code.${group.code}`)}
                <br />
                <span className="lms-survey-errors__message">{group.message}</span>
              </th>
              <td dir="auto">
                {group.surveyTitle ??
                  // Refusals naming no survey share one group whose survey id is empty (the domain's choice).
                  (group.surveyId === ''
                    ? t('surveys.errors.unknownSurveys')
                    : t('surveys.errors.unknownSurvey', { id: group.surveyId }))}
              </td>
              <td>
                {group.count}
                {group.recoverable && group.pending > 0 && (
                  <>
                    <br />
                    {t('surveys.errors.pending', { count: group.pending })}
                  </>
                )}
              </td>
              <td>
                {t('surveys.errors.firstSeen')}{' '}
                <time dateTime={group.firstSeen}>{when.format(new Date(group.firstSeen))}</time>
                <br />
                {t('surveys.errors.lastSeen')}{' '}
                <time dateTime={group.lastSeen}>{when.format(new Date(group.lastSeen))}</time>
                {group.resolvedAt && (
                  <>
                    <br />
                    {t('surveys.errors.resolvedAt')}{' '}
                    <time dateTime={group.resolvedAt}>{when.format(new Date(group.resolvedAt))}</time>
                  </>
                )}
              </td>
              <td>
                <details>
                  <summary>{t('surveys.errors.showPayload')}</summary>
                  {/* Focusable: a long payload scrolls, and a keyboard must be able to scroll it. */}
                  <pre className="lms-survey-errors__payload" tabIndex={0}>
                    {JSON.stringify(JSON.parse(group.lastPayload), null, 2)}
                  </pre>
                </details>
              </td>
              <td>
                <RowActions
                  rowName={t(`surveys.errors.code.${group.code}`)}
                  actions={[
                    group.recoverable &&
                      group.pending > 0 && {
                        label: t('surveys.errors.retry'),
                        variant: 'primary',
                        onSelect: () => void onRetry(group),
                      },
                    group.resolvedAt === null && {
                      label: t('surveys.errors.resolve'),
                      variant: 'secondary',
                      onSelect: () => void onResolve(group),
                    },
                  ]}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
