// The React app of the host's main document, with the full router: main.ts loads it for every visit but a
// signed-out visitor's first look at the landing page.
import { LmsRouter } from '@lms/react';
import { startHost } from './start-host';

export function startMainApp(): Promise<void> {
  return startHost(<LmsRouter />);
}
