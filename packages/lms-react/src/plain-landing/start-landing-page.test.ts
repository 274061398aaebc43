// A signed-out visitor's first look at the landing page, drawn without React: the welcome, the published courses
// with what each costs and how its picture loads, the loading, failed and empty states, the configured language
// (mirrored for Arabic) and the page's title.
import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryStore, silentLogger } from '@lms/core';
import { frozenTimersClock, SCREEN_TEST_TIMEOUT_MS } from '../test-support/render-on-domain';
import { courseSummary } from '../test-support/fixtures';
import {
  createCourse,
  createTestServer,
  seededPlatform,
  seedPeople,
  type TestServer,
} from '../test-support/test-server';
import { startLandingPage, type LandingPage, type LandingPageConfig } from './start-landing-page';

let page: LandingPage | null = null;
afterEach(() => {
  page?.destroy();
  page = null;
  document.body.replaceChildren();
  document.title = '';
});

/** "Intro to testing" (free, beginner) and "Advanced testing" ($49, advanced). */
const twoCourses = seededPlatform(async (server) => {
  const { admin } = await seedPeople(server);
  const intro = await createCourse(server, admin, { title: 'Intro to testing' });
  await createCourse(server, admin, { title: 'Advanced testing', priceCents: 4900, level: 'advanced' });
  return { intro };
});

/** More published courses than the landing page shows. */
const manyCourses = seededPlatform(async (server) => {
  const { admin } = await seedPeople(server);
  for (let index = 1; index <= 13; index++) await createCourse(server, admin, { title: `Course ${index}` });
  return {};
});

async function start(server: TestServer, config: Partial<LandingPageConfig> = {}) {
  const element = document.createElement('div');
  document.body.append(element);
  page = await startLandingPage(element, {
    backend: (getIdToken) => server.connect(getIdToken),
    productName: 'Test Academy',
    logger: silentLogger,
    clock: frozenTimersClock,
    localStore: memoryStore(),
    sessionStore: memoryStore(),
    ...config,
  });
}

describe('startLandingPage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('lists the published courses from listCourses under the signed-out header, with the page title', async () => {
    const { server, intro } = await twoCourses();
    await start(server);
    expect(screen.getByRole('heading', { level: 1, name: 'Learn something new' })).toBeTruthy();
    const first = await screen.findByRole('link', { name: 'Intro to testing' });
    expect(first.getAttribute('href')).toBe(`/courses/${intro.id}`);
    const card = screen.getByRole('article', { name: 'Advanced testing' });
    expect(within(card).getByText('$49.00')).toBeTruthy();
    expect(within(card).getByText('Advanced')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Intro to testing' })).getByText('Free')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Published courses' }).getAttribute('aria-busy')).toBe('false');
    // Sign in and Sign up lead into the React app.
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Courses' }).getAttribute('href')).toBe('/courses');
    expect(document.title).toBe('Home · Test Academy');
  });

  // The cards' markup (pictures loading at once or when scrolled to included) is the React page's: same-markup.test.
  it('links to every course when there are more than the page shows', async () => {
    const { server } = await manyCourses();
    await start(server);
    await screen.findByRole('link', { name: 'Course 13' });
    const more = screen.getAllByRole('link', { name: 'Courses' }).at(-1)!;
    expect(more.closest('.lms-landing__more')).not.toBeNull();
    expect(more.getAttribute('href')).toBe('/courses');
  });

  it('shows the courses the host already has without asking the back end', async () => {
    const server = await createTestServer();
    // A back end that never answers: the list can only come from the page.
    server.setMode({ kind: 'loading' });
    await start(server, {
      firstCourses: {
        items: [courseSummary({ title: 'Written in the page' })],
        total: 1,
        page: 1,
        pageSize: 12,
      },
    });
    expect(await screen.findByRole('link', { name: 'Written in the page' })).toBeTruthy();
  });

  it('shows placeholders while the courses load', async () => {
    const { server } = await twoCourses();
    server.setMode({ kind: 'loading' });
    await start(server);
    const region = screen.getByRole('region', { name: 'Published courses' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(within(region).getByRole('list', { name: 'Loading' }).children).toHaveLength(6);
  });

  it('explains a failed load, and Try again loads the list', async () => {
    const { server } = await twoCourses();
    server.setMode({ kind: 'error', code: 'functions/unavailable' });
    await start(server);
    const alert = await screen.findByRole('alert');
    server.setMode({ kind: 'live' });
    expect(
      within(alert).getByRole('heading', { level: 2, name: 'The courses could not be loaded' }),
    ).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: 'Intro to testing' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when nothing is published', async () => {
    await start(await createTestServer());
    expect(await screen.findByRole('heading', { level: 2, name: 'No courses yet' })).toBeTruthy();
  });

  it('shows the configured language, mirrored for Arabic, with the configured noun', async () => {
    const { server, intro } = await twoCourses();
    await start(server, { defaultLanguage: 'ar', productNoun: 'program' });
    const root = document.querySelector('.lms-root')!;
    expect(root.getAttribute('lang')).toBe('ar');
    expect(root.getAttribute('dir')).toBe('rtl');
    expect((await screen.findByRole('link', { name: 'Intro to testing' })).getAttribute('href')).toBe(
      `/programs/${intro.id}`,
    );
    expect(screen.queryByText('Learn something new')).toBeNull();
  });
});
