import { use, type ComponentType } from 'react';
import { onDemand } from '../components/on-demand';

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
 * which then also delays the page's first request. A failed download reaches the page's error element, which
 * says so in place (offline: until the connection returns).
 */
export function preloadableScreen(load: () => Promise<ScreenModule>): PreloadableScreen {
  const module = onDemand(load);
  function Screen() {
    const Loaded = use(module.current()).default;
    return <Loaded />;
  }
  return { Screen, preload: module.preload };
}
