// The action-plan page on our own site and as the frame's sign-in popup: the React library with its light router
// (no react-router, no main layout). action-plan-main.ts loads it when the page is not inside a frame.
import { LmsLightRouter } from '@lms/react';
import { startHost } from './start-host';

export function startActionPlanApp(): Promise<void> {
  return startHost(<LmsLightRouter routes={['action-plan']} />);
}
