import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LandingPage } from '../screens/LandingPage';
import { NotFoundPage } from '../screens/NotFoundPage';
import { renderLms, SCREEN_TEST_TIMEOUT_MS } from '../test-support/render-on-domain';
import { createCourse, seededPlatform, seedPeople } from '../test-support/test-server';
import type { NavigationAdapter } from './navigation-adapter';
import { NavigationProvider } from './NavigationProvider';

function hostAdapter() {
  return {
    navigate: vi.fn<NavigationAdapter['navigate']>(),
    location: { pathname: '/', search: '', hash: '' },
    href: (to: string) => `/learn${to}`,
  } satisfies NavigationAdapter;
}

const platform = seededPlatform(async (server) => {
  const { admin } = await seedPeople(server);
  return { course: await createCourse(server, admin, { title: 'Intro to testing' }) };
});

describe(
  'navigation adapter (a host with its own router mounts screens)',
  { timeout: SCREEN_TEST_TIMEOUT_MS },
  () => {
    it("renders links with the host's hrefs and navigates through the host's adapter", async () => {
      const { server, course } = await platform();
      const adapter = hostAdapter();
      await renderLms({
        server,
        children: (
          <NavigationProvider adapter={adapter}>
            <LandingPage />
          </NavigationProvider>
        ),
      });
      const link = await screen.findByRole('link', { name: 'Intro to testing' });
      expect(link).toHaveAttribute('href', `/learn/courses/${course.id}`);
      await userEvent.setup().click(link);
      expect(adapter.navigate).toHaveBeenCalledWith(`/courses/${course.id}`, { replace: undefined });
    });

    it('leaves modified clicks (new tab) to the browser', async () => {
      const { server } = await platform();
      const adapter = hostAdapter();
      await renderLms({
        server,
        children: (
          <NavigationProvider adapter={adapter}>
            <LandingPage />
          </NavigationProvider>
        ),
      });
      const link = await screen.findByRole('link', { name: 'Intro to testing' });
      const user = userEvent.setup();
      await user.keyboard('{Control>}');
      await user.click(link);
      await user.keyboard('{/Control}');
      expect(adapter.navigate).not.toHaveBeenCalled();
    });

    it('explains the mistake when a screen is rendered without any navigation adapter', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await expect(renderLms({ children: <NotFoundPage /> })).rejects.toThrow(/navigation adapter/);
    });
  },
);
