// What both of the host's documents do: run lms-core's boot sequence, then mount the library with the document's
// router (the full app's, or the light one of the action-plan page). A failed boot is logged and leaves a plain
// message instead of the app.
import '@lms/react/lms-react.css';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { browserNavigate, consoleLogger, LmsError, preloadContract, runBoot } from '@lms/core';
import { LmsProvider, preloadScreen } from '@lms/react';
import { hostBootSteps, RELOAD_PARAM, type HostSetup } from './boot-steps';
import { firstScreenName } from './first-screen';
import { fetchServerVersion } from './server-version';

function showBootFailure(element: HTMLElement): void {
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

function mount(element: HTMLElement, setup: HostSetup, router: ReactNode): void {
  const { backend, product } = setup;
  if (!backend || !product)
    throw new LmsError('functions/internal', 'Boot finished without a back end or product');
  // The reload marker has done its job once this bundle runs.
  const url = new URL(window.location.href);
  if (url.searchParams.has(RELOAD_PARAM)) {
    url.searchParams.delete(RELOAD_PARAM);
    window.history.replaceState(window.history.state, '', url.href);
  }
  createRoot(element).render(
    <StrictMode>
      <LmsProvider config={{ backend, ...product, logger: consoleLogger }}>{router}</LmsProvider>
    </StrictMode>,
  );
}

/** Boots and mounts the app in `#root` with `router`; does nothing on a page without that element. */
export async function startHost(router: ReactNode): Promise<void> {
  const element = document.getElementById('root');
  if (!element) return;
  const setup: HostSetup = {};
  const origin = window.location.origin;
  // Asked first: the boot waits for the answer, and the downloads below would otherwise take every connection
  // (HTTP/1.1 allows six) and queue it behind them. A failure is the version step's to report.
  const serverVersion = fetchServerVersion(origin);
  serverVersion.catch(() => undefined);
  // The first page's screen, and the contract its first server call checks input and answer with, download while
  // the boot asks the server for its version.
  const firstScreen = firstScreenName(document, window.location.pathname);
  if (firstScreen !== null) preloadScreen(firstScreen);
  preloadContract();
  const outcome = await runBoot(
    hostBootSteps(
      setup,
      origin,
      () => window.location.href,
      () => serverVersion,
    ),
    {
      logger: consoleLogger,
      navigate: navigateOnce,
      mount: () => mount(element, setup, router),
    },
  );
  if (!outcome.mounted && !('redirectedTo' in outcome)) showBootFailure(element);
}
