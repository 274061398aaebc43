import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor, type CourseSummary } from '@lms/core';
import { LmsLink } from '../navigation/LmsLink';
import { useLmsRuntime } from '../runtime/useLmsRuntime';
import { EAGER_COURSE_CARDS, formatPrice } from './course-price';
import { useMediaUrl } from '../runtime/useMediaUrl';

/**
 * One catalogue entry: picture, title (the link), summary, level, size and price. `position` is its place in the
 * list: the first row's pictures load at once and the first comes first (it is what a phone shows first; lazy
 * loading it delayed the landing page's largest paint), the rest load as they scroll into view.
 */
export function CourseCard({ course, position }: { course: CourseSummary; position: number }) {
  const { routes } = useLmsRuntime();
  const mediaUrl = useMediaUrl();
  const { t, i18n } = useTranslation();
  const titleId = useId();
  return (
    <article className="lms-course-card" aria-labelledby={titleId}>
      {course.thumbnail && (
        <img
          className="lms-course-card__image"
          src={mediaUrl(course.thumbnail)}
          alt=""
          loading={position < EAGER_COURSE_CARDS ? 'eager' : 'lazy'}
          fetchPriority={position === 0 ? 'high' : 'auto'}
        />
      )}
      <h3 className="lms-course-card__title" id={titleId} dir="auto">
        <LmsLink to={pathFor(routes, 'product-detail', { id: course.id })}>{course.title}</LmsLink>
      </h3>
      <p className="lms-course-card__summary" dir="auto">
        {course.summary}
      </p>
      <ul className="lms-course-card__facts">
        <li>{t(`landing.level.${course.level}`)}</li>
        <li>{t('landing.lessons', { count: course.lessonCount })}</li>
        <li>{t('landing.minutes', { count: course.durationMinutes })}</li>
        <li className="lms-course-card__price">{formatPrice(course, i18n.language, t('landing.free'))}</li>
      </ul>
    </article>
  );
}
