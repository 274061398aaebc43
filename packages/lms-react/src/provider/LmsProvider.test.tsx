import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memoryStore, silentLogger, type BackendPort } from '@lms/core';
import { lmsApi } from '../store/lms-api';
import { frozenTimersClock, renderLms, SCREEN_TEST_TIMEOUT_MS } from '../test-support/render-on-domain';
import { createCourse, enrol, seededPlatform, seedPeople } from '../test-support/test-server';
import { LmsProvider } from './LmsProvider';

/** Ada (a student enrolled in "Intro to testing"), Grace (an admin), and a second course nobody follows. */
const platform = seededPlatform(async (server) => {
  const people = await seedPeople(server);
  const intro = await createCourse(server, people.admin, { title: 'Intro to testing' });
  const bread = await createCourse(server, people.admin, {
    title: 'Baking bread',
    summary: 'Flour and water.',
  });
  await enrol(server, people.student, intro.id);
  return { ...people, intro, bread };
});

describe('LmsProvider', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it("mirrors lms-core's auth store into the Redux auth slice: loading, then signed out", async () => {
    const view = await renderLms({ children: <p>content</p> });
    await waitFor(() => expect(view.runtime.store.getState().auth.isLoading).toBe(false));
    expect(view.runtime.store.getState().auth).toEqual({
      user: null,
      isAuthenticated: false,
      isLoading: false,
      isAdmin: false,
    });
  });

  it('mirrors a sign-in, with the admin flag from the ID token claim', async () => {
    const { server, admin } = await platform();
    const view = await renderLms({ server, children: <p>content</p> });
    const session = await server.sessionFor(admin.uid);
    act(() => view.runtime.session.begin(session, true));
    await waitFor(() => expect(view.runtime.store.getState().auth.isAuthenticated).toBe(true));
    expect(view.runtime.store.getState().auth.isAdmin).toBe(true);
    expect(view.runtime.store.getState().auth.user?.uid).toBe(admin.uid);
  });

  it('drops cached server data and enrolments when the user signs out, so the next user never sees them', async () => {
    const { server, student } = await platform();
    const view = await renderLms({ server, signedInAs: student, children: <p>content</p> });
    await act(() =>
      view.runtime.store.dispatch(lmsApi.endpoints.listMyEnrollments.initiate({ uid: student.uid })),
    );
    expect(view.runtime.store.getState().enrollments.items).toHaveLength(1);
    await act(() => view.runtime.session.logout());
    expect(view.runtime.store.getState().enrollments.items).toBeNull();
    expect(view.runtime.store.getState().lmsApi.queries).toEqual({});
  });

  it("RTK Query calls the back end's FunctionsPort with the operation name and data", async () => {
    const { server } = await platform();
    const view = await renderLms({ server, children: <p>content</p> });
    const result = await act(() =>
      view.runtime.store.dispatch(lmsApi.endpoints.listCourses.initiate({ search: 'testing' })),
    );
    // The domain's answer to that search: the bread course is left out, so the data reached it.
    expect(result.data?.items.map((course) => course.title)).toEqual(['Intro to testing']);
  });

  it('a failed call keeps its catalogue code in the store (serialisable, for ErrorState)', async () => {
    const view = await renderLms({ children: <p>content</p> });
    view.server.setMode({ kind: 'error', code: 'functions/unavailable', message: 'upstream down' });
    const result = await act(() => view.runtime.store.dispatch(lmsApi.endpoints.listCourses.initiate({})));
    expect(result.error).toEqual({ code: 'functions/unavailable', message: 'upstream down' });
  });

  it("spec 4: cleans the progress cache once the user's enrolments are known, keeping enrolled courses", async () => {
    const { server, student, intro, bread } = await platform();
    const view = await renderLms({
      server,
      signedInAs: student,
      beforeRender: (runtime) => {
        runtime.progressCache().record(intro.id, 10);
        runtime.progressCache().record(bread.id, 10);
      },
      children: <p>content</p>,
    });
    const cleanup = vi.spyOn(view.runtime.progressCache(), 'cleanup');
    await act(() =>
      view.runtime.store.dispatch(lmsApi.endpoints.listMyEnrollments.initiate({ uid: student.uid })),
    );
    // Redux batches RTK Query's notifications to the next frame.
    await waitFor(() => expect(cleanup).toHaveBeenCalledWith([intro.id]));
  });

  it('gives a back-end factory the session ID token, null while signed out', async () => {
    const { server } = await platform();
    let tokenSource: (() => Promise<string | null>) | undefined;
    const factory = (getIdToken: () => Promise<string | null>): BackendPort => {
      tokenSource = getIdToken;
      return server.connect(getIdToken);
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
    const { server } = await platform();
    await renderLms({ server, path: '/' });
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
