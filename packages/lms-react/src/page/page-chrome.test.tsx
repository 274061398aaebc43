import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LmsLink } from '../navigation/LmsLink';
import { lmsApi } from '../store/lms-api';
import { LocationProbe } from '../test-support/LocationProbe';
import { courseSummary } from '../test-support/fixtures';
import { renderLms } from '../test-support/render-lms';

const student = { uid: 'u1', email: 'ada@example.com', name: 'Ada' };

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
    renderLms({
      path: '/',
      handlers: { listCourses: () => ({ items: [], total: 0, page: 1, pageSize: 12 }) },
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
    renderLms({
      path: '/',
      config: { manageDocumentHead: false },
      handlers: { listCourses: () => ({ items: [], total: 0, page: 1, pageSize: 12 }) },
    });
    await screen.findByRole('heading', { name: 'Learn something new' });
    expect(document.title).toBe('Host page');
  });

  it('spec 2: scroll resets to the top on every navigation', async () => {
    renderLms({ path: '/student/dashboard', signedInAs: student, config: { screens } });
    await screen.findByText('/student/dashboard');
    vi.mocked(window.scrollTo).mockClear();
    await go('to my courses');
    await screen.findByText('/student/courses');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });

  it('spec 2: slide-left between student course pages', async () => {
    renderLms({ path: '/student/dashboard', signedInAs: student, config: { screens } });
    await screen.findByText('/student/dashboard');
    await go('to my courses');
    await screen.findByText('/student/courses');
    expect(page()).toHaveClass('lms-page--slide-left');
  });

  it('spec 2: slide-up from a course to its payment page', async () => {
    renderLms({ path: '/courses/c1', signedInAs: student, config: { screens } });
    await screen.findByText('/courses/c1');
    await go('to payment');
    await screen.findByText('/payment/c1');
    expect(page()).toHaveClass('lms-page--slide-up');
  });

  it('spec 2: a fast fade for a view page', async () => {
    renderLms({ path: '/student/courses', signedInAs: student, config: { screens } });
    await screen.findByText('/student/courses');
    await go('to the viewer');
    await screen.findByText('/student/courses/c1/view');
    expect(page()).toHaveClass('lms-page--fade-fast');
  });

  it('spec 2: a fade otherwise', async () => {
    renderLms({ path: '/student/courses', signedInAs: student, config: { screens } });
    await screen.findByText('/student/courses');
    await go('to the course');
    await screen.findByText('/courses/c1');
    expect(page()).toHaveClass('lms-page--fade');
  });

  it('loading indicator: shown while a server call runs, hidden once it answers', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const view = renderLms({
      path: '/student/dashboard',
      signedInAs: student,
      config: { screens },
      handlers: {
        getCourse: () => new Promise((resolve) => (answer = resolve)) as never,
      },
    });
    await screen.findByText('/student/dashboard');
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();
    act(() => void view.runtime.store.dispatch(lmsApi.endpoints.getCourse.initiate({ id: 'c1' })));
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await act(async () =>
      answer({
        ...courseSummary(),
        description: '',
        lockLessonsInOrder: false,
        modules: [],
        created_at: '',
        updated_at: '',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument(),
    );
  });
});
