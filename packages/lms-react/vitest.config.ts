import { configDefaults, defineProject } from 'vitest/config';
import { TEST_LIMIT_MS } from './src/test-support/limits';

// Components render in jsdom; `@lms/source` makes `@lms/core` resolve to its TypeScript sources.
export default defineProject({
  resolve: { conditions: ['@lms/source'] },
  ssr: { resolve: { conditions: ['@lms/source'] } },
  test: {
    name: 'lms-react',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // Test files share their worker's modules (README, "Tests"): importing React, Radix and the screens once per
    // worker instead of once per file makes this project three times faster. `vitest.isolated.config.ts` runs
    // the files that mock a module or need its first-load state.
    isolate: false,
    exclude: [...configDefaults.exclude, '**/*.isolated.test.*'],
    setupFiles: ['src/test-support/setup.ts'],
    // Rendering whole pages in jsdom is slow on a shared 2-core machine; 5 s flakes there. A limit against hangs.
    testTimeout: TEST_LIMIT_MS,
  },
});
