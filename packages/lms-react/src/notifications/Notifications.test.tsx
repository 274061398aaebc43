import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationDefaults } from '@lms/core';
import { notify } from '../store/notifications-slice';
import { renderLms } from '../test-support/render-on-domain';

async function renderWithNotification(message = 'Saved your profile') {
  const view = await renderLms({ children: <p>content</p> });
  act(() => void view.runtime.store.dispatch(notify({ kind: 'positive', message })));
  return view;
}

describe('notifications', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a notification dispatched to the store', async () => {
    await renderWithNotification();
    expect(await screen.findByText('Saved your profile')).toBeInTheDocument();
  });

  it('loads nothing until the first notification', async () => {
    await renderLms({ children: <p>content</p> });
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it('spec 9: the close action is labelled "Close notification" and removes it', async () => {
    const view = await renderWithNotification();
    const close = await screen.findByRole('button', { name: notificationDefaults.closeLabel });
    expect(close).toHaveAccessibleName('Close notification');
    await userEvent.setup().click(close);
    expect(screen.queryByText('Saved your profile')).not.toBeInTheDocument();
    expect(view.runtime.store.getState().notifications.items).toEqual([]);
  });

  it('spec 9: a notification closes by itself after 5000 ms, not before', async () => {
    const view = await renderWithNotification();
    await screen.findByText('Saved your profile');
    vi.useFakeTimers();
    // A second notification starts its 5 s under the fake clock.
    act(() => void view.runtime.store.dispatch(notify({ kind: 'info', message: 'Second' })));
    act(() => vi.advanceTimersByTime(notificationDefaults.timeoutMs - 100));
    expect(screen.getByText('Second')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    expect(view.runtime.store.getState().notifications.items.map((item) => item.message)).not.toContain(
      'Second',
    );
  });
});
