// The `test` every spec imports: Playwright's, with baseURL taken from global setup (the server's port is only
// known once it has started, after the config was read).
import { test as base } from '@playwright/test';
import { e2eBaseUrl } from './e2e-environment';

export const test = base.extend({
  // Playwright reads a fixture's dependencies from the destructured first argument, so it must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => use(e2eBaseUrl()),
});

export { expect } from '@playwright/test';
