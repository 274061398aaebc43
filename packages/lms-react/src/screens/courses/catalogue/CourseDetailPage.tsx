import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor, type Course } from '@lms/core';
import { ErrorState } from '../../../components/ErrorState';
import { MarkdownView } from '../../../components/MarkdownView';
import { Skeleton } from '../../../components/Skeleton';
import { LmsLink } from '../../../navigation/LmsLink';
import { useCurrentRoute } from '../../../page/useCurrentRoute';
import { useLmsRuntime } from '../../../runtime/useLmsRuntime';
import { useGetCourseQuery } from '../../../store/lms-api';
import { formatPrice } from '../../course-price';
import { CourseAction } from './CourseAction';
import { CourseSyllabus } from './CourseSyllabus';
import { useMediaUrl } from '../../../runtime/useMediaUrl';

function CourseFacts({ course }: { course: Course }) {
  const { t, i18n } = useTranslation();
  // The category is the author's text (any language): dir="auto" keeps it readable inside a right-to-left page.
  const facts: Array<[string, string, 'auto'?]> = [
    [t('courseDetail.category'), course.category, 'auto'],
    [t('courseDetail.level'), t(`landing.level.${course.level}`)],
    [t('courseDetail.duration'), t('landing.minutes', { count: course.durationMinutes })],
    [t('courseDetail.lessonCount'), t('landing.lessons', { count: course.lessonCount })],
    [t('courseDetail.price'), formatPrice(course, i18n.language, t('landing.free'))],
  ];
  return (
    <dl className="lms-course-detail__facts">
      {facts.map(([term, value, dir]) => (
        <div key={term} className="lms-course-detail__fact">
          <dt>{term}</dt>
          <dd dir={dir}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /{products}/:id: what the course is, what it holds, and the one action that fits (enrol, buy, continue). */
export function CourseDetailPage() {
  const { t } = useTranslation();
  const { routes } = useLmsRuntime();
  const mediaUrl = useMediaUrl();
  const aboutId = useId();
  const id = useCurrentRoute().params.id ?? '';
  const { data: course, error, isLoading, isError, refetch } = useGetCourseQuery({ id }, { skip: id === '' });
  const back = (
    <LmsLink className="lms-course-detail__back" to={pathFor(routes, 'products')}>
      {t('courseDetail.back')}
    </LmsLink>
  );

  if (isLoading) {
    return (
      <div className="lms-course-detail" aria-busy="true">
        <h1>{t('courseDetail.loading')}</h1>
        <Skeleton withMedia lines={6} />
      </div>
    );
  }
  if (isError || !course) {
    return (
      <div className="lms-course-detail">
        {back}
        <ErrorState error={error} title={t('courseDetail.errorTitle')} onRetry={() => void refetch()} />
      </div>
    );
  }
  return (
    <article className="lms-course-detail">
      {back}
      <header className="lms-course-detail__header">
        {course.thumbnail && (
          <img className="lms-course-detail__image" src={mediaUrl(course.thumbnail)} alt="" />
        )}
        <div className="lms-course-detail__intro">
          <h1 dir="auto">{course.title}</h1>
          <p className="lms-course-detail__summary" dir="auto">
            {course.summary}
          </p>
          <CourseFacts course={course} />
          <CourseAction course={course} />
        </div>
      </header>
      {course.description.trim() !== '' && (
        <section className="lms-course-detail__description" aria-labelledby={aboutId}>
          <h2 id={aboutId}>{t('courseDetail.about')}</h2>
          <div dir="auto">
            <MarkdownView markdown={course.description} headingOffset={2} />
          </div>
        </section>
      )}
      <CourseSyllabus modules={course.modules} />
    </article>
  );
}
