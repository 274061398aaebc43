// What both of the host's ways of starting do (the React app, and the framed action-plan step drawn without React):
// run lms-core's boot sequence, then mount. A failed boot is logged and leaves a plain message instead of the app.
// It imports no React, so the framed step's document stays small.
import { browserNavigate, consoleLogger, LmsError, runBoot } from '@lms/core';
import { hostBootSteps, RELOAD_PARAM, type BackendFactory, type HostSetup } from './boot-steps';
import type { ProductConfig } from './product-config';
import { backendVersion } from '#backend/version';

export interface BootedHost<Backend> {
  backend: BackendFactory<Backend>;
  product: ProductConfig;
}

/** The plain message a page shows when it cannot start (its boot failed, or its code did not download). */
export function showBootFailure(element: HTMLElement): void {
  const message = document.createElement('p');
  message.className = 'host-boot-message';
  message.setAttribute('role', 'alert');
  message.textContent = 'The learning platform could not start. Check your connection and reload the page.';
  element.replaceChildren(message);
}

// A reload already asked for this server version means the new bundle is still not served: stop instead of looping.
const navigateAway = browserNavigate();

function navigateOnce(url: string): void {
  const asked = new URL(url, window.location.href).searchParams.get(RELOAD_PARAM);
  if (asked !== null && new URL(window.location.href).searchParams.get(RELOAD_PARAM) === asked) {
    throw new LmsError('functions/unavailable', `Still an old bundle after reloading for server ${asked}`);
  }
  navigateAway(url);
}

/**
 * Boots with the back end `createBackend` builds and calls `mount` with `#root` and what the boot made; does nothing
 * on a page without that element. `preload` starts the downloads the first page needs while the boot asks the
 * server for its version: the first screen, and lms-core's `preloadContract` when the page will call the API (the
 * contract checks every call's input and answer).
 */
export async function bootHost<Backend>(
  createBackend: (baseUrl: string) => BackendFactory<Backend> | Promise<BackendFactory<Backend>>,
  mount: (element: HTMLElement, booted: BootedHost<Backend>) => void,
  preload: () => void = () => undefined,
): Promise<void> {
  const element = document.getElementById('root');
  if (!element) return;
  const setup: HostSetup<Backend> = {};
  const origin = window.location.origin;
  // Asked first: the boot waits for the answer, and the downloads below would otherwise take every connection
  // (HTTP/1.1 allows six) and queue it behind them. A failure is the version step's to report.
  const serverVersion = backendVersion(origin);
  serverVersion.catch(() => undefined);
  preload();
  const outcome = await runBoot(
    hostBootSteps(
      setup,
      origin,
      createBackend,
      () => window.location.href,
      () => serverVersion,
    ),
    {
      logger: consoleLogger,
      navigate: navigateOnce,
      mount: () => {
        const { backend, product } = setup;
        if (!backend || !product)
          throw new LmsError('functions/internal', 'Boot finished without a back end or product');
        // The reload marker has done its job once this bundle runs.
        const url = new URL(window.location.href);
        if (url.searchParams.has(RELOAD_PARAM)) {
          url.searchParams.delete(RELOAD_PARAM);
          window.history.replaceState(window.history.state, '', url.href);
        }
        mount(element, { backend, product });
      },
    },
  );
  if (!outcome.mounted && !('redirectedTo' in outcome)) showBootFailure(element);
}
