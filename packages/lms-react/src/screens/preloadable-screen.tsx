import { use, type ComponentType, type FulfilledReactPromise } from 'react';

type ScreenModule = { default: ComponentType };

export interface PreloadableScreen {
  Screen: ComponentType;
  /** Starts the download (once; again after a failure) and resolves with the module. */
  preload: () => Promise<ScreenModule>;
}

/**
 * A screen loaded on demand, like `React.lazy`, except that a screen already downloaded (preloaded by the host
 * while it booted, or shown before) renders in the same pass. `React.lazy` suspends on its first render even then,
 * and a page that suspends shows its placeholder and keeps the content back for React's reveal throttle (300 ms),
 * which then also delays the page's first request.
 */
export function preloadableScreen(load: () => Promise<ScreenModule>): PreloadableScreen {
  let current: Promise<ScreenModule> | undefined;
  // The finished download marked the way React marks a promise it has awaited, so `use` reads it without suspending.
  let downloaded: FulfilledReactPromise<ScreenModule> | undefined;
  const preload = (): Promise<ScreenModule> => {
    if (current) return current;
    const started = load().then(
      (module) => {
        downloaded = Object.assign(Promise.resolve(module), { status: 'fulfilled' as const, value: module });
        return module;
      },
      (error: unknown) => {
        // Forgotten, so the page's retry downloads it again.
        if (current === started) current = undefined;
        throw error;
      },
    );
    current = started;
    return started;
  };
  function Screen() {
    const Loaded = use(downloaded ?? preload()).default;
    return <Loaded />;
  }
  return { Screen, preload };
}
