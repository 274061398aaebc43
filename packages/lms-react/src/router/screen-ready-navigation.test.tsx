import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderLms } from '../test-support/render-on-domain';

/** Records whether a page ever showed its placeholder (the page's Suspense fallback) instead of its screen. */
function watchPagePlaceholders(): { seen: () => boolean; stop: () => void } {
  let seen = false;
  const check = () => {
    if (document.querySelector('.lms-page > .lms-skeleton')) seen = true;
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { subtree: true, childList: true });
  return { seen: () => seen, stop: () => observer.disconnect() };
}

describe('pages show once their screen is ready', () => {
  it('the first page and the next one render their screens at once, never their placeholders', async () => {
    const placeholders = watchPagePlaceholders();
    await renderLms({ path: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: /./ })).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('link', { name: 'Sign in' })[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    placeholders.stop();
    expect(placeholders.seen()).toBe(false);
  });
});
