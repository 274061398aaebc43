// Both documents load their React app lazily (main.ts, action-plan-main.ts): a download that fails leaves the
// plain boot message in words instead of "Loading…" for ever.
import { consoleLogger } from '@lms/core';
import { showBootFailure } from './boot-host';

export function loadReactApp(start: () => Promise<void>): void {
  start().catch((error: unknown) => {
    consoleLogger.error('The app could not be loaded', error);
    const element = document.getElementById('root');
    if (element) showBootFailure(element);
  });
}
