// Three test projects: in Node, the story data sets checked through the domain's operations (src/seed/) and the
// built site's static server (scripts/); and every story as a test in Chromium through @storybook/addon-vitest
// (render, play function, then the axe check, which fails the test on any violation), on the domain in the page
// (@lms/browser), twice: with reduced motion and with motion on.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { STORY_LIMIT_MS } from './src/story-app/limits';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Debian's Chromium: Playwright cannot download its own browser on these machines.
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
 * Every story as a test in Chromium, with the given motion preference. Page transitions start transparent; with
 * `reduce` (which the library honours) a page shows at once, with `no-preference` it fades or slides in as in a
 * designer's browser, and each play function must wait for what it checks (src/story-app/page-transitions.ts).
 */
function storyProject(
  name: string,
  reducedMotion: 'reduce' | 'no-preference',
): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [
      storybookTest({
        configDir: path.join(dirname, '.storybook'),
        // A designer's canvas has no fixed width; the tests run every story that sets none at the wide width
        // (LMS_VIEWPORTS.desktop), the same on every machine.
        initialGlobals: { viewport: { value: 'desktop', isRotated: false } },
      }),
    ],
    test: {
      name,
      // Story files share one page and its modules (README, "Tests"): a fresh iframe per file re-downloaded
      // React, the library and the domain each time and seeded the data sets again, a third of this project's time.
      isolate: false,
      // Stories share one browser page per file; a slow CI machine needs more than the default 5 s. A limit
      // against hangs, not a speed target (src/story-app/limits.ts).
      testTimeout: STORY_LIMIT_MS,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: {
            executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
            args: CHROMIUM_ARGS,
          },
          contextOptions: { reducedMotion },
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}

export default defineConfig({
  root: dirname,
  // "@lms/source" makes @lms/core and @lms/react resolve to their TypeScript sources, without a build.
  resolve: { conditions: ['@lms/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@lms/source', ...defaultServerConditions] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'storybook-seed',
          environment: 'node',
          // The story data sets (src/seed/) and the static server of the built site (scripts/).
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      storyProject('storybook', 'reduce'),
      storyProject('storybook-motion', 'no-preference'),
    ],
  },
});
