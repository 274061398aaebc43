import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderLms } from '../test-support/render-on-domain';
import { callAs, createAccount, createCourse, createTestServer } from '../test-support/test-server';

/** A platform with `count` published courses ("Course 0"...), the second one priced and advanced. */
async function platformWith(count: number, options: { thumbnails?: boolean } = {}) {
  const server = await createTestServer();
  const admin = await createAccount(server, { admin: true });
  const courses = [];
  for (let index = 0; index < count; index += 1) {
    const course = await createCourse(server, admin, {
      title: `Course ${index}`,
      ...(index === 1 ? { priceCents: 4900, level: 'advanced' as const } : {}),
      at: Date.parse('2026-01-01T00:00:00Z') + index * 1000,
    });
    if (options.thumbnails) {
      await callAs(server, admin, 'updateCourse', { id: course.id, patch: { thumbnail: `/t${index}.svg` } });
    }
    courses.push(course);
  }
  return { server, admin, courses };
}

describe('LandingPage', () => {
  it('lists published courses from listCourses (public: no sign-in needed)', async () => {
    const { server, admin, courses } = await platformWith(2);
    await createCourse(server, admin, { title: 'Unpublished draft', publish: false });
    await renderLms({ server, path: '/' });
    const first = await screen.findByRole('link', { name: 'Course 0' });
    expect(first).toHaveAttribute('href', `/courses/${courses[0]!.id}`);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    const card = screen.getByRole('article', { name: 'Course 1' });
    expect(within(card).getByText('$49.00')).toBeInTheDocument();
    expect(within(card).getByText('Advanced')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Course 0' })).getByText('Free')).toBeInTheDocument();
    expect(screen.queryByText('Unpublished draft')).not.toBeInTheDocument();
  });

  it("loads the first row's pictures at once, the first one first, and the others when scrolled to", async () => {
    const { server } = await platformWith(5, { thumbnails: true });
    await renderLms({ server, path: '/' });
    await waitForCards(5);
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
    const server = await createTestServer();
    server.setMode({ kind: 'loading' }, { names: ['listCourses'] });
    await renderLms({ server, path: '/' });
    const catalogue = await screen.findByRole('region', { name: 'Published courses' });
    expect(catalogue).toHaveAttribute('aria-busy', 'true');
    expect(catalogue.querySelectorAll('.lms-skeleton').length).toBeGreaterThan(0);
  });

  it('says so when no course is published', async () => {
    await renderLms({ path: '/' });
    expect(await screen.findByRole('heading', { name: 'No courses yet' })).toBeInTheDocument();
  });

  it('explains a failure with the catalogue message and loads again on "Try again"', async () => {
    const { server } = await platformWith(1);
    server.setMode({ kind: 'error', code: 'functions/unavailable' }, { names: ['listCourses'] });
    await renderLms({ server, path: '/' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The service is temporarily unavailable. Try again in a moment.');
    server.setMode({ kind: 'live' });
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Course 0' })).toBeInTheDocument();
  });

  it('links to the full catalogue when there are more courses than the first page (12) shows', async () => {
    const { server } = await platformWith(13);
    await renderLms({ server, path: '/' });
    await waitForCards(12);
    const more = screen.getAllByRole('link', { name: 'Courses' });
    expect(more.some((link) => link.closest('.lms-landing__more'))).toBe(true);
  });
});

async function waitForCards(count: number) {
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(count));
}
