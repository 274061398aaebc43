import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { progressQueueKey } from '@lms/core';
import { fakeNetwork, renderViewer } from './testing/render-viewer';
import { STUDENT } from './testing/viewer-fake';

const OFFLINE_TEXT = /Your progress is saved on this device; it will sync when you are back online/;

describe('course viewer: progress made offline', { timeout: 20_000 }, () => {
  it('is kept on the device, shown at once, and sent when the browser is back online', async () => {
    let serverReachable = false;
    const network = fakeNetwork(false);
    const { fake, runtime } = renderViewer({
      search: '?lesson=welcome',
      network,
      offline: () => !serverReachable,
    });
    await screen.findByRole('heading', { level: 3, name: 'Hello' });

    // Stored, not sent; the viewer already counts the lesson as done and says where the progress is.
    expect(await screen.findByText(OFFLINE_TEXT)).toBeInTheDocument();
    expect(fake.recorded).toEqual([]);
    const stored = runtime.config.localStore!.getItem(progressQueueKey(STUDENT.uid));
    expect(JSON.stringify(stored)).toContain('welcome');
    const outline = screen.getByRole('navigation', { name: 'Course outline' });
    expect(within(outline).getByText('Welcome').closest('a')).toHaveTextContent('Completed');
    expect(screen.getByText(/1 of 4 lessons completed/)).toBeInTheDocument();

    serverReachable = true;
    network.set(true);
    await waitFor(() =>
      expect(fake.recorded).toEqual([expect.objectContaining({ event: 'viewed', lessonId: 'welcome' })]),
    );
    await waitFor(() => expect(screen.queryByText(OFFLINE_TEXT)).toBeNull());
    expect(fake.completed.has('welcome')).toBe(true);
    expect(runtime.progressCache().get('c1')?.percent).toBe(25);
  });

  it('says progress is kept and will be sent while the server does not answer', async () => {
    const { fake } = renderViewer({ search: '?lesson=welcome', offline: () => true });
    await screen.findByRole('heading', { level: 3, name: 'Hello' });
    expect(
      await screen.findByText(
        /Your progress is saved on this device; it will be sent as soon as the server answers/,
      ),
    ).toBeInTheDocument();
    expect(fake.recorded).toEqual([]);
  });

  it('opens a lesson unlocked by an event still on its way only once the server has the event', async () => {
    let serverReachable = false;
    const network = fakeNetwork(false);
    const { fake, user } = renderViewer({
      search: '?lesson=welcome',
      lockInOrder: true,
      network,
      offline: () => !serverReachable,
    });
    await screen.findByRole('heading', { level: 3, name: 'Hello' });
    // On screen the next lesson is open at once (the waiting event counts); the server still has it locked.
    await user.click(await screen.findByRole('link', { name: 'Next: Watch the demo' }));
    await screen.findByRole('heading', { level: 2, name: 'Watch the demo' });
    // Neither the prefetch nor the lesson asked the server too early: that would show its refusal.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('video')).toBeNull();

    serverReachable = true;
    network.set(true);
    await waitFor(() => expect(fake.completed.has('welcome')).toBe(true));
    await waitFor(() => expect(document.querySelector('video')).not.toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
