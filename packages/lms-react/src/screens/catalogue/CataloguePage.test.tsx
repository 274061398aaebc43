import { lazy, type ComponentType } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LmsError, type CourseSummary, type OperationInput } from '@lms/core';
import { LocationProbe } from '../../test-support/LocationProbe';
import { renderLms } from '../../test-support/render-lms';
import { courseSummary } from '../../test-support/fixtures';
import { withMessageAreas } from '../../i18n/withMessageAreas';
import { useLmsNavigation } from '../../navigation/useLmsNavigation';
import { CataloguePage } from './CataloguePage';

const student = { uid: 'u1', email: 'student@example.com' };

/** A listCourses that filters like the server (substring on title and summary, exact category, pages). */
function catalogueOf(courses: CourseSummary[]) {
  return (input: OperationInput<'listCourses'>) => {
    const search = input.search?.toLowerCase() ?? '';
    const matching = courses.filter(
      (course) =>
        (search === '' || `${course.title} ${course.summary}`.toLowerCase().includes(search)) &&
        (input.category === undefined || course.category === input.category),
    );
    const page = input.page ?? 1;
    const pageSize = input.pageSize ?? 12;
    return {
      items: matching.slice((page - 1) * pageSize, page * pageSize),
      total: matching.length,
      page,
      pageSize,
    };
  };
}

const courses = [
  courseSummary({ id: 'c1', title: 'Intro to testing', category: 'Engineering' }),
  courseSummary({ id: 'c2', title: 'Cooking basics', summary: 'Pasta and bread.', category: 'Food' }),
  courseSummary({ id: 'c3', title: 'Advanced testing', category: 'Engineering', priceCents: 1500 }),
];

/** The catalogue with the current URL query shown under it, so tests can read what the URL holds. */
const CatalogueWithQuery = withMessageAreas(['learning'], function CatalogueWithQuery() {
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

function setup(path = '/courses', list = catalogueOf(courses), detail: ComponentType = LocationProbe) {
  const view = renderLms({
    path,
    signedInAs: student,
    handlers: { listCourses: list, listMyEnrollments: () => [] },
    config: { screens: { products: CatalogueWithQuery, 'product-detail': detail } },
  });
  const listCalls = () =>
    view.runtime.backend.calls
      .filter((call) => call.name === 'listCourses')
      .map((call) => call.data as OperationInput<'listCourses'>)
      // The category list asks for the first 100 courses by title; the results use the page size.
      .filter((input) => input.pageSize !== 100);
  return { ...view, listCalls, user: userEvent.setup() };
}

describe('CataloguePage', () => {
  it('lists published courses as cards with a result count', async () => {
    setup();
    expect(await screen.findByRole('link', { name: 'Intro to testing' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 courses');
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('debounced search goes to the URL and to listCourses, and narrows the results', async () => {
    const { user, listCalls } = setup();
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
    setup('/courses', catalogueOf(courses), SlowDetail);
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
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/courses\/c2$/);
  });

  it('category and sort go to the URL and to listCourses, starting again at page 1', async () => {
    const { user, listCalls } = setup('/courses?page=1');
    await screen.findByRole('link', { name: 'Cooking basics' });
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All categories', 'Engineering', 'Food']);
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
    expect(urlQuery()).toEqual({ category: 'Engineering', sort: 'price-desc' });
  });

  it('reads search, category, sort and page from the URL it was opened with (shareable, survives reload)', async () => {
    const { listCalls } = setup('/courses?q=testing&category=Engineering&sort=title&page=2');
    await screen.findByRole('status');
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
    const many = Array.from({ length: 30 }, (_, index) =>
      courseSummary({ id: `c${index}`, title: `Course number ${index}` }),
    );
    const { user, listCalls } = setup('/courses', catalogueOf(many));
    await screen.findByRole('link', { name: 'Course number 0' });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Course number 12' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(listCalls()).toContainEqual(expect.objectContaining({ page: 2 }));
    expect(urlQuery()).toEqual({ page: '2' });
  });

  it('an empty result says so and Reset shows every course again', async () => {
    const { user } = setup('/courses?q=nothing-like-this');
    expect(await screen.findByRole('heading', { name: 'No course matches' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all courses' }));
    expect(await screen.findByRole('link', { name: 'Intro to testing' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('');
    expect(urlQuery()).toEqual({});
  });

  it('a failed load explains the error and offers to try again', async () => {
    let fail = true;
    const list = catalogueOf(courses);
    setup('/courses', (input) => {
      if (fail && input.pageSize !== 100) throw new LmsError('functions/unavailable', 'down');
      return list(input);
    });
    expect(
      await screen.findByRole('heading', { name: 'The courses could not be loaded' }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Intro to testing' })).toBeInTheDocument();
  });
});
