import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@lms/source'] },
  ssr: { resolve: { conditions: ['@lms/source'] } },
  test: {
    name: 'lms-browser',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Test files share their worker's modules (README, "Tests"); every test still gets a fresh database.
    isolate: false,
    testTimeout: 30_000,
  },
});
