import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LmsLink } from '../navigation/LmsLink';
import { lmsApi } from '../store/lms-api';
import { LocationProbe } from '../test-support/LocationProbe';
import { renderLms } from '../test-support/render-on-domain';
import { createCourse, seededPlatform, seedPeople } from '../test-support/test-server';

const platform = seededPlatform(async (server) => {
  const people = await seedPeople(server);
  return { ...people, course: await createCourse(server, people.admin) };
});

function StudentLinks() {
  return (
    <nav>
      <LocationProbe />
      <LmsLink to="/student/courses">to my courses</LmsLink>
      <LmsLink to="/student/courses/c1/view">to the viewer</LmsLink>
      <LmsLink to="/courses/c1">to the course</LmsLink>
      <LmsLink to="/payment/c1">to payment</LmsLink>
    </nav>
  );
}

const screens = {
  'student-dashboard': StudentLinks,
  'student-products': StudentLinks,
  'product-viewer': StudentLinks,
  'product-detail': StudentLinks,
  payment: StudentLinks,
};

const page = () => document.querySelector('.lms-page');

async function go(name: string) {
  await userEvent.setup().click(screen.getByRole('link', { name }));
}

describe('page chrome', () => {
  it('page meta: sets the title and meta description of the route', async () => {
    await renderLms({
      path: '/',
    });
    await screen.findByRole('heading', { name: 'Learn something new' });
    await waitFor(() => expect(document.title).toBe('Home · Test Academy'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Browse courses and start learning.',
    );
  });

  it('leaves the document head alone when the host owns it', async () => {
    document.title = 'Host page';
    await renderLms({
      path: '/',
      config: { manageDocumentHead: false },
    });
    await screen.findByRole('heading', { name: 'Learn something new' });
    expect(document.title).toBe('Host page');
  });

  it('spec 2: scroll resets to the top on every navigation', async () => {
    const { server, student } = await platform();
    await renderLms({ server, path: '/student/dashboard', signedInAs: student, config: { screens } });
    await screen.findByText('/student/dashboard');
    vi.mocked(window.scrollTo).mockClear();
    await go('to my courses');
    await screen.findByText('/student/courses');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });

  it('spec 2: slide-left between student course pages', async () => {
    const { server, student } = await platform();
    await renderLms({ server, path: '/student/dashboard', signedInAs: student, config: { screens } });
    await screen.findByText('/student/dashboard');
    await go('to my courses');
    await screen.findByText('/student/courses');
    expect(page()).toHaveClass('lms-page--slide-left');
  });

  it('spec 2: slide-up from a course to its payment page', async () => {
    const { server, student } = await platform();
    await renderLms({ server, path: '/courses/c1', signedInAs: student, config: { screens } });
    await screen.findByText('/courses/c1');
    await go('to payment');
    await screen.findByText('/payment/c1');
    expect(page()).toHaveClass('lms-page--slide-up');
  });

  it('spec 2: a fast fade for a view page', async () => {
    const { server, student } = await platform();
    await renderLms({ server, path: '/student/courses', signedInAs: student, config: { screens } });
    await screen.findByText('/student/courses');
    await go('to the viewer');
    await screen.findByText('/student/courses/c1/view');
    expect(page()).toHaveClass('lms-page--fade-fast');
  });

  it('spec 2: a fade otherwise', async () => {
    const { server, student } = await platform();
    await renderLms({ server, path: '/student/courses', signedInAs: student, config: { screens } });
    await screen.findByText('/student/courses');
    await go('to the course');
    await screen.findByText('/courses/c1');
    expect(page()).toHaveClass('lms-page--fade');
  });

  it('loading indicator: shown while a server call runs, hidden once it answers', async () => {
    const { server, student, course } = await platform();
    const view = await renderLms({
      server,
      path: '/student/dashboard',
      signedInAs: student,
      config: { screens },
    });
    await screen.findByText('/student/dashboard');
    // The signed-in start (the student's enrolments) answers first.
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument(),
    );
    server.setMode({ kind: 'delayed', ms: 400 }, { names: ['getCourse'] });
    act(() => void view.runtime.store.dispatch(lmsApi.endpoints.getCourse.initiate({ id: course.id })));
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument(),
    );
  });
});
