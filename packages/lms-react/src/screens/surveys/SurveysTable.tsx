import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Survey } from '@lms/core';
import { useLmsNavigation } from '../../navigation/useLmsNavigation';
import { downloadText } from '../../ui-kit/download';
import { RowActions } from '../../ui-kit/RowActions';
import { useErrorText } from '../../ui-kit/useErrorText';
import { useNotify } from '../../notifications/useNotify';
import { ReminderDialog } from './ReminderDialog';
import { SURVEY_REFUSALS } from './survey-refusals';
import { useExportSurveyCsvMutation } from './surveys-admin-api';
import { useFormatPercent } from '../../i18n/useFormatPercent';

/** The surveys: where each appears, whether anonymous, and how many of those it reached answered. */
export function SurveysTable({ surveys }: { surveys: readonly Survey[] }) {
  const { t } = useTranslation();
  const percent = useFormatPercent();
  const navigation = useLmsNavigation();
  const notify = useNotify();
  const errorText = useErrorText(SURVEY_REFUSALS);
  const [exportCsv] = useExportSurveyCsvMutation();
  const [reminding, setReminding] = useState<Survey | null>(null);
  const open = (surveyId: string, view: 'results' | 'edit') =>
    navigation.navigate(
      `${navigation.location.pathname}?survey=${encodeURIComponent(surveyId)}&view=${view}`,
    );
  async function download(survey: Survey) {
    const result = await exportCsv({ surveyId: survey.id });
    if ('error' in result) notify({ kind: 'negative', message: errorText(result.error) });
    else downloadText(result.data.fileName, result.data.csv, 'text/csv;charset=utf-8');
  }
  return (
    <div className="lms-admin-table-wrap">
      <table className="lms-admin-table">
        <caption className="lms-admin-table__caption">{t('surveys.list.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('surveys.list.column.title')}</th>
            <th scope="col">{t('surveys.list.column.placement')}</th>
            <th scope="col">{t('surveys.list.column.responses')}</th>
            <th scope="col">{t('surveys.list.column.rate')}</th>
            <th scope="col" data-unlabelled>
              {t('surveys.list.column.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {surveys.map((survey) => (
            <tr key={survey.id} data-survey-id={survey.id}>
              <th scope="row">
                <span dir="auto">{survey.title}</span>
                {survey.anonymous && (
                  <span className="lms-surveys-admin__tag"> {t('surveys.list.anonymous')}</span>
                )}
                {survey.repeatable && (
                  <span className="lms-surveys-admin__tag"> {t('surveys.list.repeatable')}</span>
                )}
              </th>
              <td>
                {t(`surveys.placement.${survey.placement}`)}
                {survey.courseTitle && (
                  <>
                    <br />
                    <span dir="auto">{survey.courseTitle}</span>
                  </>
                )}
              </td>
              <td>{survey.responseCount}</td>
              <td>
                {survey.reachedCount === 0
                  ? '—'
                  : t('surveys.list.rate', {
                      percent: percent((survey.responseCount / survey.reachedCount) * 100),
                      count: survey.reachedCount,
                    })}
              </td>
              <td>
                <RowActions
                  rowName={survey.title}
                  actions={[
                    {
                      label: t('surveys.list.results'),
                      variant: 'secondary',
                      onSelect: () => open(survey.id, 'results'),
                    },
                    {
                      label: t('surveys.list.edit'),
                      variant: 'secondary',
                      onSelect: () => open(survey.id, 'edit'),
                    },
                    {
                      label: t('surveys.list.exportCsv'),
                      variant: 'ghost',
                      onSelect: () => void download(survey),
                    },
                    {
                      label: t('surveys.list.remind'),
                      variant: 'ghost',
                      onSelect: () => setReminding(survey),
                    },
                  ]}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {reminding !== null && <ReminderDialog survey={reminding} onClose={() => setReminding(null)} />}
    </div>
  );
}
