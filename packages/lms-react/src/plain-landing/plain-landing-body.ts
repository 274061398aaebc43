// The landing page's content drawn without React: screens/LandingPage's markup (the welcome, then the newest
// published courses with their loading, failed and empty states), for a signed-out visitor's first visit.
import { pathFor, type OperationOutput, type RouteTable } from '@lms/core';
import type { TFunction } from 'i18next';
import { errorState, skeleton } from '../plain-dom/controls';
import { h, uniqueId } from '../plain-dom/dom';
import { plainCourseCard } from './plain-course-card';
import { plainHeroPicture } from './plain-hero-picture';

/** As many placeholders as LandingPage shows. */
const PLACEHOLDER_CARDS = 6;

export interface LandingBodyOptions {
  t: TFunction;
  language: string;
  routes: RouteTable;
  /** The first page of published courses (listCourses); asked again by Try again. */
  listCourses: () => Promise<OperationOutput<'listCourses'>>;
}

/** The welcome and the course list; the list loads at once and updates itself. */
export function plainLandingBody({ t, language, routes, listCourses }: LandingBodyOptions): HTMLElement {
  const headingId = uniqueId('courses');
  const catalogue = h(
    'section',
    { class: 'lms-landing__catalogue', 'aria-labelledby': headingId },
    h('h2', { id: headingId }, t('landing.listHeading')),
  );
  const show = (busy: boolean, ...content: Node[]) => {
    catalogue.setAttribute('aria-busy', String(busy));
    catalogue.replaceChildren(catalogue.firstChild!, ...content);
  };

  const load = () => {
    const placeholders = h('ul', { class: 'lms-card-grid', 'aria-label': t('common.loading') });
    for (let index = 0; index < PLACEHOLDER_CARDS; index += 1) {
      placeholders.append(h('li', {}, skeleton(3, true)));
    }
    show(true, placeholders);
    listCourses().then(
      (page) => {
        if (page.items.length === 0) {
          show(
            false,
            h(
              'section',
              { class: 'lms-empty-state' },
              h('h2', { class: 'lms-empty-state__title' }, t('landing.emptyTitle')),
              h('div', { class: 'lms-empty-state__body' }, t('landing.emptyBody')),
            ),
          );
          return;
        }
        const cards = h('ul', { class: 'lms-card-grid' });
        page.items.forEach((course, index) =>
          cards.append(h('li', {}, plainCourseCard(course, index, t, language, routes))),
        );
        const more =
          page.total > page.items.length
            ? h(
                'p',
                { class: 'lms-landing__more' },
                h('a', { href: pathFor(routes, 'products') }, t('nav.products')),
              )
            : null;
        show(false, cards, ...(more ? [more] : []));
      },
      (error: unknown) => show(false, errorState(t, error, t('landing.errorTitle'), load, 'h2')),
    );
  };
  load();

  return h(
    'div',
    { class: 'lms-landing' },
    h(
      'section',
      { class: 'lms-landing__hero' },
      h(
        'div',
        { class: 'lms-landing__welcome' },
        h('h1', { class: 'lms-landing__heading' }, t('landing.heading')),
        h('p', { class: 'lms-landing__intro' }, t('landing.intro')),
        h(
          'p',
          { class: 'lms-landing__actions' },
          h(
            'a',
            { class: 'lms-button lms-button--primary', href: pathFor(routes, 'signup') },
            t('landing.signUpCta'),
          ),
          h(
            'a',
            { class: 'lms-button lms-button--secondary', href: `#${headingId}` },
            t('landing.seeProductsCta'),
          ),
        ),
      ),
      plainHeroPicture(),
    ),
    catalogue,
  );
}
