import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { SelectField } from '../../components/SelectField';
import { Spinner } from '../../components/Spinner';
import { useLmsNavigation } from '../../navigation/useLmsNavigation';
import { useAdminListCoursesQuery } from '../../store/endpoints/courses-api';
import { ListPage } from '../../ui-kit/ListPage';
import { SurveyEditor } from './SurveyEditor';
import type { MadeWebhookSecret } from './SurveyWebhookPanel';
import { SurveyResultsView } from './SurveyResultsView';
import { SurveysTable } from './SurveysTable';
import { useAdminGetSurveyQuery, useAdminListSurveysQuery } from './surveys-admin-api';
import { ChecklistPicture } from '../../components/empty-pictures';

const PAGE_SIZE = 20;
const COURSE_CHOICE_PAGE_SIZE = 100;

/**
 * /admin/surveys: the surveys (response count and rate, filtered by course) and, chosen from a row, a survey's
 * results or its editor; `?new=1` opens the editor for a new one. Everything is in the URL, so it can be shared.
 */
export function AdminSurveysPage() {
  const navigation = useLmsNavigation();
  const query = new URLSearchParams(navigation.location.search);
  const surveyId = query.get('survey');
  const view = query.get('view') === 'edit' ? 'edit' : 'results';
  const course = query.get('course') ?? '';
  const page = Math.max(1, Number(query.get('page')) || 1);
  const go = (params: Record<string, string>) => {
    const next = new URLSearchParams(params).toString();
    navigation.navigate(`${navigation.location.pathname}${next ? `?${next}` : ''}`);
  };
  const listParams = (change: Record<string, string> = {}) => {
    const params: Record<string, string> = {};
    if (course) params.course = course;
    return { ...params, ...change };
  };

  if (query.get('new') === '1')
    return (
      <section className="lms-surveys-admin">
        <SurveyEditor
          survey={undefined}
          onDone={(saved) => go(saved ? { survey: saved.id, view: 'edit' } : listParams())}
        />
      </section>
    );
  if (surveyId !== null)
    return <OneSurvey surveyId={surveyId} view={view} back={() => go(listParams())} go={go} />;
  return (
    <SurveyList
      course={course}
      page={page}
      onCourse={(value) => go(value ? { course: value } : {})}
      onPage={(p) => go(listParams(p > 1 ? { page: String(p) } : {}))}
      onNew={() => go({ new: '1' })}
    />
  );
}

function SurveyList(props: {
  course: string;
  page: number;
  onCourse: (course: string) => void;
  onPage: (page: number) => void;
  onNew: () => void;
}) {
  const { t } = useTranslation();
  const courses = useAdminListCoursesQuery({ sort: 'title', pageSize: COURSE_CHOICE_PAGE_SIZE });
  const list = useAdminListSurveysQuery({
    ...(props.course ? { courseId: props.course } : {}),
    page: props.page,
    pageSize: PAGE_SIZE,
  });
  return (
    <ListPage
      className="lms-admin-courses lms-surveys-admin"
      heading={t('surveys.list.heading')}
      action={<Button onClick={props.onNew}>{t('surveys.list.new')}</Button>}
      filters={
        <div className="lms-surveys-admin__filters">
          <SelectField
            label={t('surveys.list.courseFilter')}
            value={props.course}
            options={[
              { value: '', label: t('surveys.list.anyCourse') },
              ...(courses.data?.items ?? []).map((item) => ({ value: item.id, label: item.title })),
            ]}
            onChange={(event) => props.onCourse(event.target.value)}
          />
        </div>
      }
      list={list}
      loadErrorTitle={t('surveys.list.loadError')}
      empty={
        <EmptyState picture={<ChecklistPicture />} title={t('surveys.list.emptyTitle')}>
          {t('surveys.list.emptyBody')}
        </EmptyState>
      }
      renderPage={(data) => (
        <>
          <p role="status">{t('surveys.list.count', { count: data.total })}</p>
          <SurveysTable surveys={data.items} />
        </>
      )}
      onPage={props.onPage}
    />
  );
}

function OneSurvey(props: {
  surveyId: string;
  view: 'edit' | 'results';
  back: () => void;
  go: (params: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  const survey = useAdminGetSurveyQuery({ surveyId: props.surveyId });
  // Kept here: making the secret changes the survey, and the editor below is drawn afresh for each version.
  const [madeSecret, setMadeSecret] = useState<MadeWebhookSecret | null>(null);
  return (
    <section className="lms-surveys-admin">
      <p>
        <Button variant="ghost" onClick={props.back}>
          {t('surveys.list.back')}
        </Button>
      </p>
      {survey.data ? (
        props.view === 'edit' ? (
          <SurveyEditor
            key={survey.data.updatedAt}
            survey={survey.data}
            madeSecret={madeSecret}
            onSecretMade={setMadeSecret}
            onDone={(saved) => (saved ? props.go({ survey: saved.id }) : props.back())}
          />
        ) : (
          <SurveyResultsView survey={survey.data} />
        )
      ) : survey.isError ? (
        <ErrorState
          error={survey.error}
          title={t('surveys.list.surveyError')}
          onRetry={() => void survey.refetch()}
        />
      ) : (
        <Spinner label={t('surveys.list.loading')} />
      )}
    </section>
  );
}
