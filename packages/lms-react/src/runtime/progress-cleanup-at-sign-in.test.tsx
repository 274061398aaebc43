import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderLms, SCREEN_TEST_TIMEOUT_MS } from '../test-support/render-on-domain';
import { createCourse, enrol, seededPlatform, seedPeople } from '../test-support/test-server';

const platform = seededPlatform(async (server) => {
  const people = await seedPeople(server);
  const kept = await createCourse(server, people.admin, { title: 'Kept course' });
  await enrol(server, people.student, kept.id);
  return { ...people, kept };
});

describe('runtime: progress-cache cleanup at sign-in', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('spec 4: signing in loads the enrolled list and cleans the cache with it, before any screen asks', async () => {
    const { server, student, kept } = await platform();
    const view = await renderLms({ server, children: <p>content</p> });
    const session = await server.sessionFor(student.uid);
    act(() => view.runtime.session.begin(session, true));
    const cleanup = vi.spyOn(view.runtime.progressCache(), 'cleanup');
    // The domain's list of the student's enrolments, with no screen on the page that would ask for it.
    await waitFor(() => expect(cleanup).toHaveBeenCalledWith([kept.id]));
    expect(cleanup).toHaveBeenCalledTimes(1);
  });
});
