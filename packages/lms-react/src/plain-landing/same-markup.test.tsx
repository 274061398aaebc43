// The landing page drawn without React must read exactly as the React one does (layout, header, welcome, cards and
// the list's states), or a visitor's first page would differ from the same page reached inside the app. Both are
// drawn from the same answers and compared element by element, attributes sorted; ids compare by where they point.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LmsError, memoryStore, silentLogger, type CourseSummary } from '@lms/core';
import { createFakeBackend, frozenTimersClock, type OperationHandlers } from '../test-support/fake-backend';
import { courseSummary } from '../test-support/fixtures';
import { renderLms } from '../test-support/render-lms';
import { startLandingPage, type LandingPage } from './start-landing-page';

const ID_ATTRIBUTES = new Set(['id', 'aria-labelledby', 'aria-describedby', 'aria-controls']);

/** The element's tree as text; ids become their order of first appearance, the page transition's wrapper goes. */
function normalized(root: Element): string {
  const ids = new Map<string, string>();
  const idToken = (value: string) => {
    if (!ids.has(value)) ids.set(value, `id${ids.size}`);
    return ids.get(value)!;
  };
  const write = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    const children = [...node.childNodes].map(write).join('');
    // React wraps each page in the transition's element; a first page load has nothing to animate from.
    if (node.classList.contains('lms-page')) return children;
    const attributes = [...node.attributes]
      .map(({ name, value }) => {
        if (ID_ATTRIBUTES.has(name)) return `${name}="${value.split(' ').map(idToken).join(' ')}"`;
        if (name === 'href' && value.startsWith('#')) return `${name}="#${idToken(value.slice(1))}"`;
        return `${name}="${value}"`;
      })
      .sort();
    return `<${node.localName}${attributes.map((attribute) => ` ${attribute}`).join('')}>${children}</${node.localName}>`;
  };
  return write(root);
}

let plain: LandingPage | null = null;
afterEach(() => {
  plain?.destroy();
  plain = null;
  document.body.replaceChildren();
});

/** Both pages once `ready` shows in each. */
async function bothPages(handlers: OperationHandlers, ready: () => Promise<unknown>) {
  const react = renderLms({ path: '/', handlers });
  await ready();
  const reactLayout = normalized(react.container.querySelector('.lms-layout')!);
  react.unmount();

  const element = document.createElement('div');
  document.body.append(element);
  plain = await startLandingPage(element, {
    backend: createFakeBackend(handlers),
    productName: 'Test Academy',
    logger: silentLogger,
    clock: frozenTimersClock,
    localStore: memoryStore(),
    sessionStore: memoryStore(),
  });
  await ready();
  return { react: reactLayout, plain: normalized(element.querySelector('.lms-layout')!) };
}

const list = (items: CourseSummary[], total = items.length) => ({ items, total, page: 1, pageSize: 12 });

describe('the landing page without React', () => {
  it('has the React landing page’s markup: layout, header, welcome and course cards with the link to all', async () => {
    const courses = [
      courseSummary({ thumbnail: '/first.svg' }),
      courseSummary({ id: 'c2', title: 'Paid', priceCents: 4900, currency: 'EUR', level: 'intermediate' }),
      ...Array.from({ length: 3 }, (_, index) =>
        courseSummary({ id: `c${index + 3}`, title: `Course ${index + 3}`, thumbnail: `/t${index}.svg` }),
      ),
    ];
    const pages = await bothPages({ listCourses: () => list(courses, 30) }, () =>
      screen.findByRole('link', { name: 'Course 5' }),
    );
    expect(pages.plain).toContain('lms-course-card__image');
    expect(pages.plain).toBe(pages.react);
  });

  it('has the same loading, failed and empty states', async () => {
    const loading = await bothPages({ listCourses: () => new Promise(() => undefined) }, () =>
      screen.findByRole('list', { name: 'Loading' }),
    );
    expect(loading.plain).toBe(loading.react);

    const failed = await bothPages(
      {
        listCourses: () => {
          throw new LmsError('functions/unavailable');
        },
      },
      () => screen.findByRole('button', { name: 'Try again' }),
    );
    expect(failed.plain).toBe(failed.react);

    const empty = await bothPages({ listCourses: () => list([]) }, () =>
      screen.findByRole('heading', { name: 'No courses yet' }),
    );
    expect(empty.plain).toBe(empty.react);
  });
});
