import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { logNavigations } from './log-navigations';

function recording() {
  const lines: string[] = [];
  const logger = { debug: (m: string) => lines.push(m), info() {}, warn() {}, error() {} };
  return { lines, logger };
}

describe('the router navigations in the debug log', () => {
  it('says when a navigation starts, when one does not finish and where the page is', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<null>((resolve) => (release = () => resolve(null)));
    const router = createMemoryRouter(
      [
        { path: '/a', element: null },
        { path: '/b', element: null, loader: () => slow },
        { path: '/c', element: null },
      ],
      { initialEntries: ['/a'] },
    );
    await router.initialize();
    const { lines, logger } = recording();
    const stop = logNavigations(router, logger);
    const toB = router.navigate('/b?lesson=1');
    await Promise.resolve();
    await router.navigate('/c');
    release();
    await toB;
    stop();
    expect(lines).toEqual([
      'Navigation started to /b?lesson=1',
      'Navigation to /b?lesson=1 did not finish',
      'Navigation done: /c',
    ]);
  });
});
