import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@lms/source'] },
  ssr: { resolve: { conditions: ['@lms/source'] } },
  test: {
    name: 'lms-server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Test files share their worker's modules (README, "Tests"); every test still gets a fresh database.
    // `vitest.isolated.config.ts` runs the files that mock a module.
    isolate: false,
    exclude: [...configDefaults.exclude, '**/*.isolated.test.*'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
