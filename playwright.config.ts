// Browser tests (e2e/) against the built server, in Debian's Chromium: Playwright cannot download its own
// browsers on these machines (see ../shared/reference/toolchain.md). Run after `npm run build` (`npm run test:e2e`).
// LMS_E2E_KEEP_DATA=1 keeps the run's data directory (database, uploads, server.log) for a look afterwards.
import { defineConfig } from '@playwright/test';
import { TEST_LIMIT_MS, WAIT_LIMIT_MS } from './e2e/harness/limits';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Specs that change settings every page shows (the site's name and colours, the certificate issuer's name that
 * certificates and badges print); see `projects`.
 */
const SITE_WIDE_SPECS = /(settings\/site-settings|certificates\/issuer-profile)\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  // Two cores: more workers only make every test slower.
  workers: 2,
  // A forgotten test.only would silently skip the rest of the suite in `npm test`.
  forbidOnly: true,
  // No retries: a flaky test is a defect to fix (docs/decisions.md, "Browser tests run once, on CI too").
  retries: 0,
  // Limits against hangs, not speed targets: on two busy cores a flow took over a minute (e2e/harness/limits.ts).
  timeout: TEST_LIMIT_MS,
  expect: { timeout: WAIT_LIMIT_MS },
  reporter: [['list']],
  projects: [
    { name: 'flows', testIgnore: SITE_WIDE_SPECS },
    // Specs that change what every page shows (the site's colours and name, the issuer's name) run alone, after the
    // rest: run beside them, another test's contrast, heading or issuer check would meet the changed site.
    // One worker: the site-wide specs change the same settings, so two of them side by side would meet each other's.
    { name: 'site-wide settings', testMatch: SITE_WIDE_SPECS, dependencies: ['flows'], workers: 1 },
  ],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
