// The host's React app: lms-core's boot sequence (boot-host.ts), then the library mounted with the document's router
// (the full app's, or the light one of the action-plan page).
import '@lms/react/lms-react.css';
import './site-font.css';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { consoleLogger, preloadContract } from '@lms/core';
import { LmsProvider, preloadScreen } from '@lms/react';
import { bootHost } from './boot-host';
import { firstScreenName } from './first-screen';
import { appBackend } from '#backend/app';

/** Boots and mounts the app in `#root` with `router`; does nothing on a page without that element. */
export async function startHost(router: ReactNode): Promise<void> {
  await bootHost(
    appBackend,
    (element, { backend, product }) =>
      createRoot(element).render(
        <StrictMode>
          <LmsProvider config={{ backend, ...product, logger: consoleLogger }}>{router}</LmsProvider>
        </StrictMode>,
      ),
    () => {
      // The first page's screen and the API contract download while the boot asks the server for its version.
      preloadContract();
      const firstScreen = firstScreenName(document, window.location.pathname);
      if (firstScreen !== null) preloadScreen(firstScreen);
    },
  );
}
