// Entry of the host's main document: every page except the action plan's (see action-plan-main.ts); the server
// answers those page paths with index.html. A signed-out visitor's first visit to the landing page is drawn without
// React (@lms/react/landing), so the site's front page loads only what it shows (docs/performance.md: the landing
// budget); every other visit, and every link from that page, loads the React app (main-app.tsx).
import '@lms/react/lms-react.css';
import { browserLocalStore, browserSessionStore, consoleLogger } from '@lms/core';
import { startLandingPage } from '@lms/react/landing';
import { bootHost } from './boot-host';
import { readFirstCourses } from './first-courses';
import { opensPlainLanding } from './first-screen';
import { loadReactApp } from './load-react-app';
import { serverSessionBackend } from './server-session-backend';

if (opensPlainLanding(document, window.location.pathname, browserLocalStore(), browserSessionStore())) {
  void bootHost(serverSessionBackend, (element, { backend, product }) => {
    void startLandingPage(element, {
      backend,
      ...product,
      logger: consoleLogger,
      firstCourses: readFirstCourses(document),
    });
  });
} else {
  loadReactApp(() => import('./main-app').then(({ startMainApp }) => startMainApp()));
}
