import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LmsError, memoryStore, silentLogger, type BackendPort } from '@lms/core';
import { lmsApi } from '../store/lms-api';
import { createFakeBackend, frozenTimersClock, signInResult } from '../test-support/fake-backend';
import { courseSummary, enrollment } from '../test-support/fixtures';
import { renderLms } from '../test-support/render-lms';
import { LmsProvider } from './LmsProvider';

const student = { uid: 'u1', email: 'ada@example.com', name: 'Ada' };
const admin = { uid: 'a1', email: 'grace@example.com', admin: true };

describe('LmsProvider', () => {
  it("mirrors lms-core's auth store into the Redux auth slice: loading, then signed out", async () => {
    const view = renderLms({ children: <p>content</p> });
    await waitFor(() => expect(view.runtime.store.getState().auth.isLoading).toBe(false));
    expect(view.runtime.store.getState().auth).toEqual({
      user: null,
      isAuthenticated: false,
      isLoading: false,
      isAdmin: false,
    });
  });

  it('mirrors a sign-in, with the admin flag from the ID token claim', async () => {
    const view = renderLms({ children: <p>content</p> });
    act(() => view.runtime.session.begin(signInResult(admin), true));
    await waitFor(() => expect(view.runtime.store.getState().auth.isAuthenticated).toBe(true));
    expect(view.runtime.store.getState().auth.isAdmin).toBe(true);
    expect(view.runtime.store.getState().auth.user?.uid).toBe('a1');
  });

  it('drops cached server data and enrolments when the user signs out, so the next user never sees them', async () => {
    const view = renderLms({
      signedInAs: student,
      handlers: { listMyEnrollments: () => [enrollment()] },
      children: <p>content</p>,
    });
    await act(() => view.runtime.store.dispatch(lmsApi.endpoints.listMyEnrollments.initiate({ uid: 'u1' })));
    expect(view.runtime.store.getState().enrollments.items).toHaveLength(1);
    await act(() => view.runtime.session.logout());
    expect(view.runtime.store.getState().enrollments.items).toBeNull();
    expect(view.runtime.store.getState().lmsApi.queries).toEqual({});
  });

  it("RTK Query calls the back end's FunctionsPort with the operation name and data", async () => {
    const view = renderLms({
      handlers: { listCourses: () => ({ items: [courseSummary()], total: 1, page: 1, pageSize: 12 }) },
      children: <p>content</p>,
    });
    const result = await act(() =>
      view.runtime.store.dispatch(lmsApi.endpoints.listCourses.initiate({ search: 'testing' })),
    );
    expect(view.runtime.backend.calls).toContainEqual({ name: 'listCourses', data: { search: 'testing' } });
    expect(result.data?.items[0]?.title).toBe('Intro to testing');
  });

  it('a failed call keeps its catalogue code in the store (serialisable, for ErrorState)', async () => {
    const view = renderLms({
      handlers: {
        listCourses: () => {
          throw new LmsError('functions/unavailable', 'upstream down');
        },
      },
      children: <p>content</p>,
    });
    const result = await act(() => view.runtime.store.dispatch(lmsApi.endpoints.listCourses.initiate({})));
    expect(result.error).toEqual({ code: 'functions/unavailable', message: 'upstream down' });
  });

  it("spec 4: cleans the progress cache once the user's enrolments are known, keeping enrolled courses", async () => {
    const view = renderLms({
      signedInAs: student,
      handlers: { listMyEnrollments: () => [enrollment({ course_id: 'kept' })] },
      beforeRender: (runtime) => {
        runtime.progressCache().record('kept', 10);
        runtime.progressCache().record('stale', 10);
      },
      children: <p>content</p>,
    });
    const cleanup = vi.spyOn(view.runtime.progressCache(), 'cleanup');
    await act(() => view.runtime.store.dispatch(lmsApi.endpoints.listMyEnrollments.initiate({ uid: 'u1' })));
    // Redux batches RTK Query's notifications to the next frame.
    await waitFor(() => expect(cleanup).toHaveBeenCalledWith(['kept']));
  });

  it('gives a back-end factory the session ID token, null while signed out', async () => {
    const backend = createFakeBackend();
    let tokenSource: (() => Promise<string | null>) | undefined;
    const factory = (getIdToken: () => Promise<string | null>): BackendPort => {
      tokenSource = getIdToken;
      return backend;
    };
    const localStore = memoryStore();
    render(
      <LmsProvider
        config={{
          backend: factory,
          productName: 'Test Academy',
          logger: silentLogger,
          clock: frozenTimersClock,
          localStore,
          sessionStore: memoryStore(),
        }}
      >
        <p>content</p>
      </LmsProvider>,
    );
    expect(await tokenSource?.()).toBeNull();
  });

  it('renders everything inside one .lms-root and uses only lms- class names', async () => {
    renderLms({
      path: '/',
      handlers: { listCourses: () => ({ items: [courseSummary()], total: 1, page: 1, pageSize: 12 }) },
    });
    await screen.findByText('Intro to testing');
    const root = document.querySelector('.lms-root');
    expect(document.querySelectorAll('.lms-root')).toHaveLength(1);
    const classes = [...(root?.querySelectorAll('[class]') ?? [])].flatMap((element) => [
      ...element.classList,
    ]);
    expect(classes.length).toBeGreaterThan(10);
    expect(classes.filter((name) => !name.startsWith('lms-'))).toEqual([]);
  });
});
