// Entry of action-plan.html, the document the server answers /action-plan/{stepId} with. Inside a frame on another
// site the step is drawn without React (@lms/react/frame), so the frame loads only what it needs
// (docs/performance.md: the frame's budget); on our own site and as the frame's sign-in popup, the React app loads.
// The frame's own stylesheet; the React app (action-plan-app.tsx) adds the library's whole one.
import '@lms/react/frame.css';
import { consoleLogger, createRouteTable, matchRoute } from '@lms/core';
import { startActionPlanFrame } from '@lms/react/frame';
import { bootHost } from './boot-host';

/** True inside an iframe; a cross-origin parent can make `window.top` throw, which also means framed. */
function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

if (isFramed()) {
  void bootHost((element, { backend, product }) => {
    const routes = createRouteTable({
      productNoun: product.productNoun ?? 'course',
      productPlural: product.productPlural,
    });
    const stepId = matchRoute(routes, window.location.pathname).params.stepId ?? '';
    void startActionPlanFrame(element, stepId, { backend, ...product, logger: consoleLogger });
  });
} else {
  void import('./action-plan-app').then(({ startActionPlanApp }) => startActionPlanApp());
}
