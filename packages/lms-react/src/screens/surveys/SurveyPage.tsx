import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import { useCurrentRoute } from '../../page/useCurrentRoute';
import { useGetSurveyToAnswerQuery } from '../../store/endpoints/surveys-api';
import { SurveyAnswerForm } from '../../ui-kit/survey/SurveyAnswerForm';
import type { SurveyWord } from '../../ui-kit/survey/survey-words';
import { useAnsweredRefresh } from '../../ui-kit/survey/useAnsweredRefresh';

/** /surveys/:surveyId: a standalone survey's link (or a course's survey opened on its own). */
export function SurveyPage() {
  const { t } = useTranslation();
  const surveyId = useCurrentRoute().params.surveyId ?? '';
  const survey = useGetSurveyToAnswerQuery({ surveyId });
  useAnsweredRefresh();
  const word: SurveyWord = (key, values) => t(`surveys.answer.${key}`, values);
  return (
    <div className="lms-survey-page">
      <h1 className="lms-survey-page__heading">{t('surveys.page.heading')}</h1>
      {survey.data ? (
        <SurveyAnswerForm survey={survey.data} word={word} />
      ) : survey.isError ? (
        <ErrorState
          error={survey.error}
          title={t('surveys.page.loadError')}
          onRetry={() => void survey.refetch()}
        />
      ) : (
        <Spinner label={t('surveys.page.loading')} />
      )}
    </div>
  );
}
