// Entry of action-plan.html, the document the server answers /action-plan/{stepId} with. Inside a frame on another
// site the step is drawn without React (@lms/react/frame), so the frame loads only what it needs
// (docs/performance.md: the frame's budget); on our own site and as the frame's sign-in popup, the React app loads.
// The frame's own stylesheet; the React app (action-plan-app.tsx) adds the library's whole one.
import '@lms/react/frame.css';
import './site-font.css';
import { consoleLogger, createRouteTable, matchRoute, preloadContract } from '@lms/core';
import { detectFramed, startActionPlanFrame } from '@lms/react/frame';
import { bootHost } from './boot-host';
import { loadReactApp } from './load-react-app';
import { sessionBackend } from '#backend/session';

if (detectFramed()) {
  void bootHost(
    sessionBackend,
    (element, { backend, product }) => {
      const routes = createRouteTable({
        productNoun: product.productNoun ?? 'course',
        productPlural: product.productPlural,
      });
      const stepId = matchRoute(routes, window.location.pathname).params.stepId ?? '';
      void startActionPlanFrame(element, stepId, { backend, ...product, logger: consoleLogger });
    },
    preloadContract,
  );
} else {
  loadReactApp(() => import('./action-plan-app').then(({ startActionPlanApp }) => startActionPlanApp()));
}
