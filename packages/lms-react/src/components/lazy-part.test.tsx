import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import type { NetworkStatus } from '../runtime/network-status';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../test-support/render-on-domain';
import { lazyPart } from './lazy-part';

function switchableNetwork(online: boolean) {
  const listeners = new Set<() => void>();
  const status: NetworkStatus = {
    isOnline: () => online,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (value: boolean) => {
    online = value;
    for (const listener of listeners) listener();
  };
  return { status, set };
}

function Chart({ label }: { label: string }) {
  return <p>Chart of {label}</p>;
}

/** A download that fails as Chromium's does offline until `reachable` is set, then succeeds. */
function chunk() {
  const state = { reachable: false, attempts: 0 };
  const load = async () => {
    state.attempts += 1;
    if (!state.reachable)
      throw new TypeError('Failed to fetch dynamically imported module: /assets/chart.js');
    return { default: Chart };
  };
  return { state, load };
}

describe('lazyPart: a part of a page downloaded on first use', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('offline, says so in place (the page around it stays) and shows the part by itself when the connection returns', async () => {
    const network = switchableNetwork(false);
    const { state, load } = chunk();
    const LazyChart = lazyPart(load);
    // In act: React's retry after the rejected download is only run inside act in jsdom.
    await act(() =>
      renderScreen(
        <main>
          <h1>Reports</h1>
          <Suspense fallback={<p>Loading the chart</p>}>
            <LazyChart label="enrolments" />
          </Suspense>
        </main>,
        { config: { networkStatus: network.status } },
      ),
    );

    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(screen.getByText('This part will show as soon as the connection returns.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeInTheDocument();

    state.reachable = true;
    await act(async () => network.set(true));
    expect(await screen.findByText('Chart of enrolments')).toBeInTheDocument();
    expect(screen.queryByText('You are offline')).toBeNull();
    expect(state.attempts).toBe(2);
  });

  it('online, a failed download is an error with "Try again", which downloads it again', async () => {
    const { state, load } = chunk();
    const LazyChart = lazyPart(load);
    const { user } = await act(() =>
      renderScreen(
        <Suspense fallback={<p>Loading the chart</p>}>
          <LazyChart label="activity" />
        </Suspense>,
        { config: { networkStatus: switchableNetwork(true).status } },
      ),
    );
    // The browser says it is online, yet the download failed as a network failure does: offline it is.
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    state.reachable = true;
    await act(() => user.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('Chart of activity')).toBeInTheDocument();
  });
});
