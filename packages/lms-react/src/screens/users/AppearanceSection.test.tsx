import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memoryStore } from '@lms/core';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../test-support/render-on-domain';
import { createAccount, seededPlatform } from '../../test-support/test-server';
import { THEME_CHOICE_KEY } from '../../runtime/theme-choice';
import { ProfilePage } from './ProfilePage';

const platform = seededPlatform(async (server) => ({
  ada: await createAccount(server, { email: 'ada@example.com', displayName: 'Ada' }),
}));

async function setup(localStore = memoryStore()) {
  const { server, ada } = await platform();
  const view = await renderScreen(<ProfilePage />, { server, signedInAs: ada, config: { localStore } });
  const root = () => view.container.querySelector('.lms-root')!;
  return { ...view, localStore, root, section: within(screen.getByRole('region', { name: 'Appearance' })) };
}

describe('the colour theme in the profile', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('follows the system until the user chooses; a choice applies at once and is kept on this device', async () => {
    const { user, localStore, root, section } = await setup();
    expect(section.getByRole('radio', { name: 'Same as this device' })).toBeChecked();
    expect(root()).not.toHaveAttribute('data-lms-theme');

    await user.click(section.getByRole('radio', { name: 'Dark' }));
    expect(root()).toHaveAttribute('data-lms-theme', 'dark');
    expect(localStore.getItem(THEME_CHOICE_KEY)).toBe('dark');

    await user.click(section.getByRole('radio', { name: 'Light' }));
    expect(root()).toHaveAttribute('data-lms-theme', 'light');

    await user.click(section.getByRole('radio', { name: 'Same as this device' }));
    expect(root()).not.toHaveAttribute('data-lms-theme');
    expect(localStore.getItem(THEME_CHOICE_KEY)).toBeNull();
  });

  it('opens in the theme chosen before, and ignores a stored value that is no theme', async () => {
    const stored = memoryStore();
    stored.setItem(THEME_CHOICE_KEY, 'dark');
    const first = await setup(stored);
    const { root, section } = first;
    expect(root()).toHaveAttribute('data-lms-theme', 'dark');
    expect(section.getByRole('radio', { name: 'Dark' })).toBeChecked();

    first.unmount();
    const odd = memoryStore();
    odd.setItem(THEME_CHOICE_KEY, 'purple');
    const second = await setup(odd);
    expect(second.root()).not.toHaveAttribute('data-lms-theme');
  });
});
