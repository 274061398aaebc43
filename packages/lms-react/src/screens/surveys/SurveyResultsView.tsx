import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SURVEY_ANONYMOUS_THRESHOLD, type Survey } from '@lms/core';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { useNotify } from '../../notifications/useNotify';
import { downloadText } from '../../ui-kit/download';
import { useErrorText } from '../../ui-kit/useErrorText';
import { QuestionResult } from './QuestionResult';
import { SURVEY_REFUSALS } from './survey-refusals';
import { useAdminSurveyResultsQuery, useExportSurveyCsvMutation } from './surveys-admin-api';
import { useFormatPercent } from '../../i18n/useFormatPercent';

/** A survey's completions: count and rate, each question's chart and table, who answered (named surveys), CSV. */
export function SurveyResultsView({ survey }: { survey: Survey }) {
  const { t, i18n } = useTranslation();
  const percent = useFormatPercent();
  const notify = useNotify();
  const errorText = useErrorText(SURVEY_REFUSALS);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const results = useAdminSurveyResultsQuery({
    surveyId: survey.id,
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  });
  const [exportCsv, exporting] = useExportSurveyCsvMutation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  async function download() {
    const result = await exportCsv({ surveyId: survey.id, ...(from ? { from } : {}), ...(to ? { to } : {}) });
    if ('error' in result) notify({ kind: 'negative', message: errorText(result.error) });
    else downloadText(result.data.fileName, result.data.csv, 'text/csv;charset=utf-8');
  }

  const data = results.data;
  return (
    <div className="lms-survey-results">
      <h1 dir="auto">{survey.title}</h1>
      <p>
        {t(`surveys.placement.${survey.placement}`)}
        {survey.courseTitle ? ` · ${survey.courseTitle}` : ''}
        {survey.anonymous ? ` · ${t('surveys.list.anonymous')}` : ''}
      </p>
      <div className="lms-survey-editor__row">
        <TextField
          type="date"
          label={t('surveys.results.from')}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField
          type="date"
          label={t('surveys.results.to')}
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
      </div>
      <p>
        <Button variant="secondary" busy={exporting.isLoading} onClick={() => void download()}>
          {t('surveys.results.exportCsv')}
        </Button>
      </p>
      {data ? (
        <>
          <p role="status" className="lms-survey-results__summary">
            {t('surveys.results.summary', {
              count: data.responseCount,
              learnersText: t('surveys.results.learnersReached', { count: data.reachedCount }),
              rate: percent(data.responseRate ?? 0),
            })}
          </p>
          {data.withheld ? (
            <p className="lms-survey-results__withheld">
              {t('surveys.results.withheld', { count: SURVEY_ANONYMOUS_THRESHOLD })}
            </p>
          ) : (
            data.questions.map((question, index) => (
              <QuestionResult key={question.questionId} result={question} number={index + 1} />
            ))
          )}
          {data.answers && data.answers.length > 0 && (
            <div
              className="lms-admin-table-wrap"
              tabIndex={0}
              role="region"
              aria-label={t('surveys.results.answersCaption')}
            >
              <table className="lms-admin-table">
                <caption className="lms-admin-table__caption">{t('surveys.results.answersCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('surveys.results.learner')}</th>
                    <th scope="col">{t('surveys.results.completedAt')}</th>
                    {survey.questions.map((question) => (
                      <th scope="col" key={question.id} dir="auto">
                        {question.prompt}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.answers.map((row) => (
                    <tr key={`${row.learnerEmail}-${row.completedAt}`}>
                      <th scope="row">
                        <span dir="auto">{row.learnerName || row.learnerEmail}</span>
                        <br />
                        {row.learnerEmail}
                      </th>
                      <td>
                        <time dateTime={row.completedAt}>{when.format(new Date(row.completedAt))}</time>
                      </td>
                      {survey.questions.map((question) => (
                        <td key={question.id} dir="auto">
                          {row.answers[question.id] ?? ''}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      ) : results.isError ? (
        <ErrorState
          error={results.error}
          title={t('surveys.results.loadError')}
          onRetry={() => void results.refetch()}
        />
      ) : (
        <Spinner label={t('surveys.results.loading')} />
      )}
    </div>
  );
}
