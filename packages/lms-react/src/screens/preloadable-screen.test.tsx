import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableScreen } from './preloadable-screen';

function Page() {
  return <p>The page</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{String(this.state.error)}</p> : this.props.children;
  }
}

function renderScreen(Screen: ComponentType, onFallback: () => void) {
  function Fallback() {
    onFallback();
    return <p>Loading</p>;
  }
  return render(
    <Boundary>
      <Suspense fallback={<Fallback />}>
        <Screen />
      </Suspense>
    </Boundary>,
  );
}

describe('preloadableScreen', () => {
  it('renders a screen downloaded beforehand in the first pass, without its placeholder', async () => {
    const { Screen, preload } = preloadableScreen(async () => ({ default: Page }));
    await preload();
    const fallback = vi.fn();
    await act(async () => void renderScreen(Screen, fallback));
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(fallback).not.toHaveBeenCalled();
  });

  it('shows the placeholder while the screen downloads, and downloads it once', async () => {
    const load = vi.fn(async () => ({ default: Page }));
    const { Screen, preload } = preloadableScreen(load);
    const fallback = vi.fn();
    await act(async () => void renderScreen(Screen, fallback));
    expect(await screen.findByText('The page')).toBeInTheDocument();
    expect(fallback).toHaveBeenCalled();
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('downloads again after a failed download when the page retries (its loader preloads again)', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Page });
    const { Screen, preload } = preloadableScreen(load);
    await expect(preload()).rejects.toThrow('offline');
    void preload();
    const fallback = vi.fn();
    await act(async () => void renderScreen(Screen, fallback));
    expect(await screen.findByText('The page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('rendered after a failed download, shows the failure instead of downloading again and again', async () => {
    const load = vi.fn(async () => {
      throw new Error('offline');
    });
    const { Screen, preload } = preloadableScreen(load);
    await expect(preload()).rejects.toThrow('offline');
    await act(async () => void renderScreen(Screen, vi.fn()));
    expect(await screen.findByRole('alert')).toHaveTextContent('offline');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
