// The quiz rule's lesson, chosen among the quizzes of the rule's course (read with the course editor's query, drafts
// included) rather than typed as an id.
import { useTranslation } from 'react-i18next';
import { SelectField, type SelectOption } from '../../components/SelectField';
import { useAdminGetCourseQuery } from '../../store/endpoints/courses-api';

export interface QuizLessonChoiceProps {
  courseId: string;
  lessonId: string;
  error?: string | undefined;
  onChange: (lessonId: string) => void;
}

export function QuizLessonChoice({ courseId, lessonId, error, onChange }: QuizLessonChoiceProps) {
  const { t } = useTranslation();
  const course = useAdminGetCourseQuery({ id: courseId }, { skip: courseId === '' });
  const quizzes: SelectOption[] = (course.data?.modules ?? []).flatMap((module) =>
    module.lessons
      .filter((lesson) => lesson.kind === 'quiz')
      .map((lesson) => ({ value: lesson.id, label: `${module.title} › ${lesson.title}` })),
  );
  const first =
    courseId === ''
      ? t('badges.editor.chooseCourseFirst')
      : course.isFetching
        ? t('common.loading')
        : course.isError
          ? t('badges.editor.quizzesUnavailable')
          : quizzes.length === 0
            ? t('badges.editor.noQuiz')
            : t('badges.editor.chooseQuiz');
  // A rule saved before its quiz was removed (or moved to another course) keeps showing what it names.
  const missing =
    lessonId !== '' && course.isSuccess && !quizzes.some((quiz) => quiz.value === lessonId)
      ? [{ value: lessonId, label: t('badges.editor.unknownQuiz', { id: lessonId }) }]
      : [];
  return (
    <SelectField
      label={t('badges.editor.quiz')}
      value={lessonId}
      error={error}
      disabled={courseId === ''}
      options={[{ value: '', label: first }, ...quizzes, ...missing]}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
