// One catalogue entry drawn without React: screens/CourseCard's markup, for the landing page's first visit.
import { pathFor, type CourseSummary, type RouteTable } from '@lms/core';
import type { TFunction } from 'i18next';
import { h, uniqueId } from '../plain-dom/dom';
import { EAGER_COURSE_CARDS, formatPrice } from '../screens/course-price';

/** `position` is the card's place in the list: the first row's pictures load at once, the first one first. */
export function plainCourseCard(
  course: CourseSummary,
  position: number,
  t: TFunction,
  language: string,
  routes: RouteTable,
): HTMLElement {
  const titleId = uniqueId('course');
  return h(
    'article',
    { class: 'lms-course-card', 'aria-labelledby': titleId },
    course.thumbnail
      ? h('img', {
          class: 'lms-course-card__image',
          src: course.thumbnail,
          alt: '',
          loading: position < EAGER_COURSE_CARDS ? 'eager' : 'lazy',
          fetchpriority: position === 0 ? 'high' : 'auto',
        })
      : null,
    h(
      'h3',
      { class: 'lms-course-card__title', id: titleId, dir: 'auto' },
      h('a', { href: pathFor(routes, 'product-detail', { id: course.id }) }, course.title),
    ),
    h('p', { class: 'lms-course-card__summary', dir: 'auto' }, course.summary),
    h(
      'ul',
      { class: 'lms-course-card__facts' },
      h('li', {}, t(`landing.level.${course.level}`)),
      h('li', {}, t('landing.lessons', { count: course.lessonCount })),
      h('li', {}, t('landing.minutes', { count: course.durationMinutes })),
      h('li', { class: 'lms-course-card__price' }, formatPrice(course, language, t('landing.free'))),
    ),
  );
}
