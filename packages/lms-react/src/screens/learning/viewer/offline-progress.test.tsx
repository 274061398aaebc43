import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { progressQueueKey } from '@lms/core';
import { fakeNetwork, progressOf, renderViewer } from './testing/render-viewer';

const OFFLINE_TEXT = /Your progress is saved on this device; it will sync when you are back online/;

describe('course viewer: progress made offline', () => {
  it('is kept on the device, shown at once, and sent when the browser is back online', async () => {
    const network = fakeNetwork(false);
    const { runtime, data, server, course } = await renderViewer({
      lesson: 'welcome',
      network,
      before: (seeded) => seeded.server.setMode({ kind: 'offline' }, { names: ['recordLessonProgress'] }),
    });
    await screen.findByRole('heading', { level: 3, name: 'Hello' });

    // Stored, not sent; the viewer already counts the lesson as done and says where the progress is.
    expect(await screen.findByText(OFFLINE_TEXT)).toBeInTheDocument();
    expect((await progressOf(data, 'welcome')).lesson.completedAt).toBeNull();
    const stored = runtime.config.localStore!.getItem(progressQueueKey(data.student.uid));
    expect(JSON.stringify(stored)).toContain(course.lessons.welcome);
    const outline = screen.getByRole('navigation', { name: 'Course outline' });
    expect(within(outline).getByText('Welcome').closest('a')).toHaveTextContent('Completed');
    expect(screen.getByText(/1 of 4 lessons completed/)).toBeInTheDocument();

    server.setMode({ kind: 'live' });
    network.set(true);
    await waitFor(async () => expect((await progressOf(data, 'welcome')).lesson.completedAt).not.toBeNull());
    await waitFor(() => expect(screen.queryByText(OFFLINE_TEXT)).toBeNull());
    await waitFor(() => expect(runtime.progressCache().get(course.id)?.percent).toBe(25));
  });

  it('says progress is kept and will be sent while the server does not answer', async () => {
    const { data } = await renderViewer({
      lesson: 'welcome',
      before: (seeded) =>
        seeded.server.setMode(
          { kind: 'error', code: 'functions/unavailable' },
          { names: ['recordLessonProgress'] },
        ),
    });
    await screen.findByRole('heading', { level: 3, name: 'Hello' });
    expect(
      await screen.findByText(
        /Your progress is saved on this device; it will be sent as soon as the server answers/,
      ),
    ).toBeInTheDocument();
    expect((await progressOf(data, 'welcome')).lesson.completedAt).toBeNull();
  });

  it('opens a lesson unlocked by an event still on its way only once the server has the event', async () => {
    const network = fakeNetwork(false);
    const { user, data, server } = await renderViewer({
      lesson: 'welcome',
      lockInOrder: true,
      network,
      before: (seeded) => seeded.server.setMode({ kind: 'offline' }, { names: ['recordLessonProgress'] }),
    });
    await screen.findByRole('heading', { level: 3, name: 'Hello' });
    // On screen the next lesson is open at once (the waiting event counts); the server still has it locked.
    await user.click(await screen.findByRole('link', { name: 'Next: Watch the demo' }));
    await screen.findByRole('heading', { level: 2, name: 'Watch the demo' });
    // Neither the prefetch nor the lesson asked the server too early: that would show its refusal.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('video')).toBeNull();

    server.setMode({ kind: 'live' });
    network.set(true);
    await waitFor(async () =>
      expect((await progressOf(data, 'welcome', data.locked)).lesson.completedAt).not.toBeNull(),
    );
    await waitFor(() => expect(document.querySelector('video')).not.toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
