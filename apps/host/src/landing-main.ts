// Entry of landing.html, the document the server answers `/` with (the courses of the catalogue's first page
// written in). A signed-out visitor's first visit is drawn without React (@lms/react/landing), so the site's front
// page loads only what it shows (docs/performance.md: the landing budget); a visitor with a saved session gets the
// React app (main-app.tsx), loaded after this entry. Every link from the page leads to index.html's React app.
import '@lms/react/lms-react.css';
import './site-font.css';
import { browserLocalStore, browserSessionStore, consoleLogger, preloadContract } from '@lms/core';
import { startLandingPage } from '@lms/react/landing';
import { bootHost } from './boot-host';
import { readFirstCourses } from './first-courses';
import { opensPlainLanding } from './first-screen';
import { loadReactApp } from './load-react-app';
import { sessionBackend } from '#backend/session';

if (opensPlainLanding(document, window.location.pathname, browserLocalStore(), browserSessionStore())) {
  // With the courses in the page, the API contract (which checks what the API answers) loads only for Try again.
  const firstCourses = readFirstCourses(document);
  void bootHost(
    sessionBackend,
    (element, { backend, product }) => {
      void startLandingPage(element, { backend, ...product, logger: consoleLogger, firstCourses });
    },
    firstCourses ? undefined : preloadContract,
  );
} else {
  loadReactApp(() => import('./main-app').then(({ startMainApp }) => startMainApp()));
}
