import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LandingPage } from '../screens/LandingPage';
import { NotFoundPage } from '../screens/NotFoundPage';
import { courseSummary } from '../test-support/fixtures';
import { renderLms } from '../test-support/render-lms';
import type { NavigationAdapter } from './navigation-adapter';
import { NavigationProvider } from './NavigationProvider';

function hostAdapter() {
  return {
    navigate: vi.fn<NavigationAdapter['navigate']>(),
    location: { pathname: '/', search: '', hash: '' },
    href: (to: string) => `/learn${to}`,
  } satisfies NavigationAdapter;
}

describe('navigation adapter (a host with its own router mounts screens)', () => {
  const handlers = { listCourses: () => ({ items: [courseSummary()], total: 1, page: 1, pageSize: 12 }) };

  it("renders links with the host's hrefs and navigates through the host's adapter", async () => {
    const adapter = hostAdapter();
    renderLms({
      handlers,
      children: (
        <NavigationProvider adapter={adapter}>
          <LandingPage />
        </NavigationProvider>
      ),
    });
    const link = await screen.findByRole('link', { name: 'Intro to testing' });
    expect(link).toHaveAttribute('href', '/learn/courses/c1');
    await userEvent.setup().click(link);
    expect(adapter.navigate).toHaveBeenCalledWith('/courses/c1', { replace: undefined });
  });

  it('leaves modified clicks (new tab) to the browser', async () => {
    const adapter = hostAdapter();
    renderLms({
      handlers,
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

  it('explains the mistake when a screen is rendered without any navigation adapter', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderLms({ children: <NotFoundPage /> })).toThrow(/navigation adapter/);
  });
});
