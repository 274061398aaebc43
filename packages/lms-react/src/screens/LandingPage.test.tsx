import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LmsError } from '@lms/core';
import { courseSummary } from '../test-support/fixtures';
import { renderLms } from '../test-support/render-lms';

function page(items: ReturnType<typeof courseSummary>[], total = items.length) {
  return { items, total, page: 1, pageSize: 12 };
}

describe('LandingPage', () => {
  it('lists published courses from listCourses (public: no sign-in needed)', async () => {
    const view = renderLms({
      path: '/',
      handlers: {
        listCourses: () =>
          page([
            courseSummary(),
            courseSummary({ id: 'c2', title: 'Advanced testing', priceCents: 4900, level: 'advanced' }),
          ]),
      },
    });
    const first = await screen.findByRole('link', { name: 'Intro to testing' });
    expect(first).toHaveAttribute('href', '/courses/c1');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    const card = screen.getByRole('article', { name: 'Advanced testing' });
    expect(within(card).getByText('$49.00')).toBeInTheDocument();
    expect(within(card).getByText('Advanced')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Intro to testing' })).getByText('Free'),
    ).toBeInTheDocument();
    expect(view.runtime.backend.calls[0]).toEqual({ name: 'listCourses', data: {} });
  });

  it("loads the first row's pictures at once, the first one first, and the others when scrolled to", async () => {
    const courses = Array.from({ length: 5 }, (_, index) =>
      courseSummary({ id: `c${index}`, title: `Course ${index}`, thumbnail: `/t${index}.svg` }),
    );
    renderLms({ path: '/', handlers: { listCourses: () => page(courses) } });
    await screen.findByRole('link', { name: 'Course 4' });
    const pictures = screen.getAllByRole('article').map((card) => card.querySelector('img')!);
    expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(pictures.map((picture) => picture.getAttribute('fetchpriority'))).toEqual([
      'high',
      'auto',
      'auto',
      'auto',
      'auto',
    ]);
  });

  it('shows placeholders while the courses load', async () => {
    renderLms({ path: '/', handlers: { listCourses: () => new Promise(() => undefined) } });
    const catalogue = await screen.findByRole('region', { name: 'Published courses' });
    expect(catalogue).toHaveAttribute('aria-busy', 'true');
    expect(catalogue.querySelectorAll('.lms-skeleton').length).toBeGreaterThan(0);
  });

  it('says so when no course is published', async () => {
    renderLms({ path: '/', handlers: { listCourses: () => page([]) } });
    expect(await screen.findByRole('heading', { name: 'No courses yet' })).toBeInTheDocument();
  });

  it('explains a failure with the catalogue message and loads again on "Try again"', async () => {
    let fail = true;
    renderLms({
      path: '/',
      handlers: {
        listCourses: () => {
          if (fail) throw new LmsError('functions/unavailable', 'database restarting');
          return page([courseSummary()]);
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The service is temporarily unavailable. Try again in a moment.');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Intro to testing' })).toBeInTheDocument();
  });

  it('links to the full catalogue when there are more courses than shown', async () => {
    renderLms({ path: '/', handlers: { listCourses: () => page([courseSummary()], 30) } });
    await screen.findByRole('link', { name: 'Intro to testing' });
    const more = screen.getAllByRole('link', { name: 'Courses' });
    expect(more.some((link) => link.closest('.lms-landing__more'))).toBe(true);
  });
});
