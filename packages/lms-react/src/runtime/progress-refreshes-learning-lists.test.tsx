// A progress event that reaches the server after the dashboard's list was read (sent again after a reload, or
// answered late by a function's first call, as the Firebase end-to-end spec met) makes what "My learning" shows
// stale: each answer marks the learning lists for a new read, so a list on screen shows the new percent.
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lmsApi } from '../store/lms-api';
import { renderLms, SCREEN_TEST_TIMEOUT_MS } from '../test-support/render-on-domain';
import { createCourse, enrol, seededPlatform, seedPeople } from '../test-support/test-server';

const platform = seededPlatform(async (server) => {
  const people = await seedPeople(server);
  const course = await createCourse(server, people.admin, {
    title: 'Two lessons',
    modules: [{ lessons: ['text', 'text'] }],
  });
  await enrol(server, people.student, course.id);
  return { ...people, course };
});

describe('runtime: learning lists after a progress answer', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('reads "My learning" again when an event the list did not know of reaches the server', async () => {
    const { server, student, course } = await platform();
    const view = await renderLms({ server, children: <p>content</p> });
    const session = await server.sessionFor(student.uid);
    act(() => view.runtime.session.begin(session, true));
    const { store } = view.runtime;
    // A list on screen: its subscription keeps it fresh.
    const subscription = store.dispatch(lmsApi.endpoints.listMyLearning.initiate({}));
    const percentShown = () =>
      // The learning endpoints are injected into the store's API after its state type was written.
      lmsApi.endpoints.listMyLearning.select({})(store.getState() as never).data?.items[0]?.percent;
    await waitFor(() => expect(percentShown()).toBe(0));

    act(() =>
      view.runtime.learning.queue()!.enqueue({
        courseId: course.id,
        lessonId: course.lessons[0]!.id,
        event: 'viewed',
      }),
    );
    await waitFor(() => expect(percentShown()).toBe(50));
    subscription.unsubscribe();
  });
});
