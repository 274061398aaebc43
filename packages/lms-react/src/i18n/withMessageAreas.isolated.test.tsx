// Isolated: mocks the area loading, so that the areas settle while React replays the render that waited for them.
import { act, screen } from '@testing-library/react';
import { startTransition, Suspense, use } from 'react';
import type * as React from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageAreasPending } from './create-lms-i18n';
import { reportsMessages } from '../screens/reports/messages';
import { withMessageAreas } from './withMessageAreas';

vi.mock('./create-lms-i18n', () => ({ messageAreasPending: vi.fn() }));
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof React>();
  return { ...react, use: vi.fn(react.use) };
});
const runtime = { i18n: { language: 'en-US' } };
vi.mock('../runtime/useLmsRuntime', () => ({ useLmsRuntime: () => runtime }));

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('a screen with message areas', () => {
  it('waits for areas not yet downloaded, then shows, without React reporting a misuse of use()', async () => {
    const errors = vi.spyOn(console, 'error');
    // Pending on the first render, loaded when React replays it: the download ended during the render, as a
    // navigation's render (a transition) can see.
    vi.mocked(messageAreasPending).mockReturnValueOnce(Promise.resolve()).mockReturnValue(null);
    const Screen = withMessageAreas([reportsMessages], () => <h1>Reports</h1>);
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    await act(async () => {
      startTransition(() =>
        root.render(
          <Suspense fallback={<p>Loading</p>}>
            <Screen />
          </Suspense>,
        ),
      );
    });
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeVisible();
    expect(errors).not.toHaveBeenCalled();
    // The replay read the very promise the first render waited for.
    const awaited = vi.mocked(use).mock.calls.map(([promise]) => promise);
    expect(awaited.length).toBeGreaterThanOrEqual(2);
    expect(new Set(awaited).size).toBe(1);
    act(() => root.unmount());
  });
});
