import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { SurveyQuestionResult } from '@lms/core';
import { Spinner } from '../../components/Spinner';
import { lazyPart } from '../../components/lazy-part';

const QuestionChart = lazyPart(() => import('./QuestionChart'));

/** One question's results: a chart of its counts (the most frequent words for text) and the same as a table. */
export function QuestionResult({ result, number }: { result: SurveyQuestionResult; number: number }) {
  const { t, i18n } = useTranslation();
  const text = result.kind === 'short-text' || result.kind === 'long-text';
  const rows = text ? result.words : result.distribution;
  const headingId = `survey-question-${result.questionId}`;
  const caption = t(text ? 'surveys.results.wordsCaption' : 'surveys.results.tableCaption', {
    prompt: result.prompt,
  });
  return (
    <section className="lms-survey-results__question" aria-labelledby={headingId}>
      <h2 id={headingId} dir="auto">
        {t('surveys.results.questionNumber', { number })} {result.prompt}
      </h2>
      <p>{t('surveys.results.answered', { count: result.answered })}</p>
      {result.nps && (
        <p className="lms-survey-results__nps">
          {t('surveys.results.nps', {
            score: new Intl.NumberFormat(i18n.language).format(result.nps.score),
            promotersText: t('surveys.results.promoters', { count: result.nps.promoters }),
            passivesText: t('surveys.results.passives', { count: result.nps.passives }),
            detractorsText: t('surveys.results.detractors', { count: result.nps.detractors }),
          })}
        </p>
      )}
      {rows.length === 0 ? (
        <p>{t('surveys.results.noAnswers')}</p>
      ) : (
        <div className="lms-survey-results__pair">
          <Suspense fallback={<Spinner label={t('surveys.results.chartLoading')} />}>
            <QuestionChart
              data={rows}
              label={t(text ? 'surveys.results.wordsChart' : 'surveys.results.chart', {
                prompt: result.prompt,
              })}
              rightToLeft={i18n.dir(i18n.language) === 'rtl'}
            />
          </Suspense>
          {/* Focusable: it scrolls on a narrow screen and holds nothing else a keyboard could reach it by. */}
          <div className="lms-admin-table-wrap" tabIndex={0} role="region" aria-label={caption}>
            <table className="lms-admin-table">
              <caption className="lms-admin-table__caption">{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t(text ? 'surveys.results.word' : 'surveys.results.answer')}</th>
                  <th scope="col">{t('surveys.results.count')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row" dir="auto">
                      {row.label}
                    </th>
                    <td>{row.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
