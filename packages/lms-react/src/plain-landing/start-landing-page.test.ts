// A signed-out visitor's first look at the landing page, drawn without React: the welcome, the published courses
// with what each costs and how its picture loads, the loading, failed and empty states, the configured language
// (mirrored for Arabic) and the page's title.
import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LmsError, memoryStore, silentLogger, type CourseSummary } from '@lms/core';
import { createFakeBackend, frozenTimersClock, type OperationHandlers } from '../test-support/fake-backend';
import { courseSummary } from '../test-support/fixtures';
import { startLandingPage, type LandingPage, type LandingPageConfig } from './start-landing-page';

let page: LandingPage | null = null;
afterEach(() => {
  page?.destroy();
  page = null;
  document.body.replaceChildren();
  document.title = '';
});

function listOf(items: CourseSummary[], total = items.length) {
  return { items, total, page: 1, pageSize: 12 };
}

async function start(handlers: OperationHandlers, config: Partial<LandingPageConfig> = {}) {
  const backend = createFakeBackend(handlers);
  const element = document.createElement('div');
  document.body.append(element);
  page = await startLandingPage(element, {
    backend,
    productName: 'Test Academy',
    logger: silentLogger,
    clock: frozenTimersClock,
    localStore: memoryStore(),
    sessionStore: memoryStore(),
    ...config,
  });
  return backend;
}

describe('startLandingPage', () => {
  it('lists the published courses from listCourses under the signed-out header, with the page title', async () => {
    const backend = await start({
      listCourses: () =>
        listOf([
          courseSummary(),
          courseSummary({ id: 'c2', title: 'Advanced testing', priceCents: 4900, level: 'advanced' }),
        ]),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Learn something new' })).toBeTruthy();
    const first = await screen.findByRole('link', { name: 'Intro to testing' });
    expect(first.getAttribute('href')).toBe('/courses/c1');
    const card = screen.getByRole('article', { name: 'Advanced testing' });
    expect(within(card).getByText('$49.00')).toBeTruthy();
    expect(within(card).getByText('Advanced')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Intro to testing' })).getByText('Free')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Published courses' }).getAttribute('aria-busy')).toBe('false');
    // Sign in and Sign up lead into the React app.
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Courses' }).getAttribute('href')).toBe('/courses');
    expect(backend.calls).toEqual([{ name: 'listCourses', data: {} }]);
    expect(document.title).toBe('Home · Test Academy');
  });

  // The cards' markup (pictures loading at once or when scrolled to included) is the React page's: same-markup.test.
  it('links to every course when there are more than the page shows', async () => {
    await start({ listCourses: () => listOf([courseSummary()], 40) });
    await screen.findByRole('link', { name: 'Intro to testing' });
    const more = screen.getAllByRole('link', { name: 'Courses' }).at(-1)!;
    expect(more.closest('.lms-landing__more')).not.toBeNull();
    expect(more.getAttribute('href')).toBe('/courses');
  });

  it('shows the courses the host already has without asking the back end', async () => {
    const backend = await start(
      {},
      { firstCourses: listOf([courseSummary({ title: 'Written in the page' })]) },
    );
    expect(await screen.findByRole('link', { name: 'Written in the page' })).toBeTruthy();
    expect(backend.calls).toEqual([]);
  });

  it('shows placeholders while the courses load', async () => {
    await start({ listCourses: () => new Promise(() => undefined) });
    const region = screen.getByRole('region', { name: 'Published courses' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(within(region).getByRole('list', { name: 'Loading' }).children).toHaveLength(6);
  });

  it('explains a failed load, and Try again loads the list', async () => {
    let calls = 0;
    const backend = await start({
      listCourses: () => {
        calls += 1;
        if (calls === 1) throw new LmsError('functions/unavailable');
        return listOf([courseSummary()]);
      },
    });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { level: 2, name: 'The courses could not be loaded' }),
    ).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: 'Intro to testing' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(backend.calls).toHaveLength(2);
  });

  it('says so when nothing is published', async () => {
    await start({ listCourses: () => listOf([]) });
    expect(await screen.findByRole('heading', { level: 2, name: 'No courses yet' })).toBeTruthy();
  });

  it('shows the configured language, mirrored for Arabic, with the configured noun', async () => {
    await start(
      { listCourses: () => listOf([courseSummary()]) },
      { defaultLanguage: 'ar', productNoun: 'program' },
    );
    const root = document.querySelector('.lms-root')!;
    expect(root.getAttribute('lang')).toBe('ar');
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('link', { name: 'Intro to testing' }).getAttribute('href')).toBe('/programs/c1');
    expect(screen.queryByText('Learn something new')).toBeNull();
  });
});
