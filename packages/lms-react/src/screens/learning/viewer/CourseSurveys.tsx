import { useTranslation } from 'react-i18next';
import { useListCourseSurveysQuery } from '../../../store/endpoints/surveys-api';
import { SurveyAnswerForm } from '../../../ui-kit/survey/SurveyAnswerForm';
import type { SurveyWord } from '../../../ui-kit/survey/survey-words';
import { useAnsweredRefresh } from '../../../ui-kit/survey/useAnsweredRefresh';

export interface CourseSurveysProps {
  courseId: string;
  /** End of course: its course-end surveys; otherwise the surveys placed after this lesson. */
  at: { end: true } | { lessonId: string };
}

/**
 * The course's surveys where they belong: course-end ones once the course is complete, after-lesson ones under
 * their lesson. The list is asked for when the viewer opens, so the form still shows if the network drops later.
 */
export function CourseSurveys({ courseId, at }: CourseSurveysProps) {
  const { t } = useTranslation();
  const { data } = useListCourseSurveysQuery({ courseId });
  useAnsweredRefresh();
  const word: SurveyWord = (key, values) => t(`surveys.answer.${key}`, values);
  const shown = (data?.items ?? []).filter((survey) =>
    'end' in at
      ? survey.placement === 'course-end'
      : survey.placement === 'after-lesson' && survey.lessonId === at.lessonId,
  );
  if (shown.length === 0) return null;
  return (
    <div className="lms-viewer__surveys">
      {shown.map((survey) => (
        <SurveyAnswerForm key={survey.id} survey={survey} word={word} />
      ))}
    </div>
  );
}
