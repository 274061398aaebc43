// The `test` every spec imports: Playwright's, with baseURL taken from global setup (the server's port is only
// known once it has started, after the config was read), and what the page showed when a test failed printed to
// the log: CI keeps only the log, not test-results/.
import { test as base, type ConsoleMessage } from '@playwright/test';
import { e2eBaseUrl } from './e2e-environment';

const MAX_SNAPSHOT_CHARS = 4_000;

export const test = base.extend<{ failureReport: void }>({
  // Playwright reads a fixture's dependencies from the destructured first argument, so it must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => use(e2eBaseUrl()),
  failureReport: [
    async ({ page }, use, testInfo) => {
      const problems: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          problems.push(`${message.type()}: ${message.text()}`);
        }
      };
      page.on('console', onConsole);
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use();
      page.off('console', onConsole);
      if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
      const snapshot = await page
        .locator('body')
        .ariaSnapshot({ timeout: 2_000 })
        .catch((error: unknown) => `(no snapshot: ${String(error)})`);
      console.log(
        [
          `--- ${testInfo.title}: the page at failure`,
          `url: ${page.url()}`,
          ...problems.slice(-20),
          snapshot.slice(0, MAX_SNAPSHOT_CHARS),
          '---',
        ].join('\n'),
      );
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
