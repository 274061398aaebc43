import { lazy, type ComponentType } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OperationInput } from '@lms/core';
import { LocationProbe } from '../../../test-support/LocationProbe';
import { backendRecordingCalls } from '../../../test-support/answer-override';
import { renderLms, SCREEN_TEST_TIMEOUT_MS } from '../../../test-support/render-on-domain';
import { createCourse, seededPlatform, seedPeople, type TestServer } from '../../../test-support/test-server';
import { withMessageAreas } from '../../../i18n/withMessageAreas';
import { coursesMessages } from '../messages';
import { useLmsNavigation } from '../../../navigation/useLmsNavigation';
import { CataloguePage } from './CataloguePage';

/** Three published courses in two categories, and a draft the catalogue never shows. */
const platform = seededPlatform(async (server) => {
  const { student, admin } = await seedPeople(server);
  await createCourse(server, admin, { title: 'Intro to testing', category: 'Engineering' });
  const cooking = await createCourse(server, admin, {
    title: 'Cooking basics',
    summary: 'Pasta and bread.',
    category: 'Food',
  });
  await createCourse(server, admin, { title: 'Advanced testing', category: 'Engineering', priceCents: 1500 });
  await createCourse(server, admin, { title: 'Unfinished draft', publish: false });
  return { student, cookingId: cooking.id };
});

/** Thirty published courses: three pages of twelve. */
const largePlatform = seededPlatform(async (server) => {
  const { student, admin } = await seedPeople(server);
  for (let index = 0; index < 30; index += 1) {
    await createCourse(server, admin, { title: `Course number ${String(index).padStart(2, '0')}` });
  }
  return { student };
});

/** The catalogue with the current URL query shown under it, so tests can read what the URL holds. */
const CatalogueWithQuery = withMessageAreas([coursesMessages], function CatalogueWithQuery() {
  const { search } = useLmsNavigation().location;
  return (
    <>
      <CataloguePage />
      <p data-testid="query">{search}</p>
    </>
  );
});

function urlQuery() {
  return Object.fromEntries(new URLSearchParams(screen.getByTestId('query').textContent ?? ''));
}

async function setup(
  path = '/courses',
  seeded: { server: TestServer; student: { uid: string } } | null = null,
  detail: ComponentType = LocationProbe,
) {
  const { server, student, ...rest } = seeded ?? (await platform());
  const { backend, calls } = backendRecordingCalls(server);
  const view = await renderLms({
    path,
    server,
    signedInAs: student,
    config: { backend, screens: { products: CatalogueWithQuery, 'product-detail': detail } },
  });
  const listCalls = () =>
    calls
      .filter((call) => call.name === 'listCourses')
      .map((call) => call.data as OperationInput<'listCourses'>)
      // The category list asks for the first 100 courses by title; the results use the page size.
      .filter((input) => input.pageSize !== 100);
  return { ...view, ...rest, listCalls, user: userEvent.setup() };
}

describe('CataloguePage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('lists published courses as cards with a result count (drafts are not shown)', async () => {
    await setup();
    expect(await screen.findByRole('link', { name: 'Intro to testing' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 courses');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByText('Unfinished draft')).not.toBeInTheDocument();
  });

  it('debounced search goes to the URL and to listCourses, and narrows the results', async () => {
    const { user, listCalls } = await setup();
    await screen.findByRole('link', { name: 'Cooking basics' });
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'pasta');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Intro to testing' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Cooking basics' })).toBeInTheDocument();
    expect(listCalls()).toContainEqual(expect.objectContaining({ search: 'pasta', page: 1 }));
    expect(urlQuery()).toEqual({ q: 'pasta' });
    // Typing sends one request for the settled text, not one per letter.
    expect(listCalls().filter((input) => input.search !== undefined)).toHaveLength(1);
  });

  it('a course clicked before the typed search applies opens: the pending search does not take the click back', async () => {
    // The course page is slow to arrive (its code is still loading when the search's delay runs out).
    let showDetail = () => {};
    const detailLoaded = new Promise<void>((resolve) => (showDetail = resolve));
    const SlowDetail = lazy(() => detailLoaded.then(() => ({ default: LocationProbe })));
    const seeded = await platform();
    await setup('/courses', seeded, SlowDetail);
    const course = await screen.findByRole('link', { name: 'Cooking basics' });
    // Typed and clicked in one go, well within the search's delay.
    act(() => {
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search courses' }), {
        target: { value: 'pasta' },
      });
      fireEvent.click(course);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    act(() => showDetail());
    expect(await screen.findByTestId('location')).toHaveTextContent(
      new RegExp(`^/courses/${seeded.cookingId}$`),
    );
  });

  it('category and sort go to the URL and to listCourses, starting again at page 1', async () => {
    const { user, listCalls } = await setup('/courses?page=1');
    await screen.findByRole('link', { name: 'Cooking basics' });
    const category = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() =>
      expect(
        within(category)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All categories', 'Engineering', 'Food']),
    );
    await user.selectOptions(category, 'Engineering');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Cooking basics' })).not.toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-desc');
    await waitFor(() =>
      expect(listCalls()).toContainEqual(
        expect.objectContaining({ category: 'Engineering', sort: 'price-desc', page: 1, pageSize: 12 }),
      ),
    );
    // The domain sorted them: the dearer course first.
    await waitFor(() =>
      expect(
        screen.getAllByRole('article').map((card) => within(card).getByRole('link').textContent),
      ).toEqual(['Advanced testing', 'Intro to testing']),
    );
    expect(urlQuery()).toEqual({ category: 'Engineering', sort: 'price-desc' });
  });

  it('reads search, category, sort and page from the URL it was opened with (shareable, survives reload)', async () => {
    const { listCalls } = await setup('/courses?q=testing&category=Engineering&sort=title&page=2');
    await screen.findByRole('status');
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(0));
    expect(listCalls()[0]).toEqual({
      search: 'testing',
      category: 'Engineering',
      sort: 'title',
      page: 2,
      pageSize: 12,
    });
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('testing');
  });

  it('paginates: Next page asks for page 2 and puts it in the URL', async () => {
    const { user, listCalls } = await setup('/courses?sort=title', await largePlatform());
    await screen.findByRole('link', { name: 'Course number 00' });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Course number 12' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(listCalls()).toContainEqual(expect.objectContaining({ page: 2 }));
    expect(urlQuery()).toEqual({ sort: 'title', page: '2' });
  });

  it('an empty result says so and Reset shows every course again', async () => {
    const { user } = await setup('/courses?q=nothing-like-this');
    expect(await screen.findByRole('heading', { name: 'No course matches' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all courses' }));
    expect(await screen.findByRole('link', { name: 'Intro to testing' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('');
    expect(urlQuery()).toEqual({});
  });

  it('a failed load explains the error and offers to try again', async () => {
    const seeded = await platform();
    seeded.server.setMode({ kind: 'error', code: 'functions/unavailable' }, { names: ['listCourses'] });
    await setup('/courses', seeded);
    expect(
      await screen.findByRole('heading', { name: 'The courses could not be loaded' }),
    ).toBeInTheDocument();
    seeded.server.setMode({ kind: 'live' });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Intro to testing' })).toBeInTheDocument();
  });
});
