import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@lms/source'] },
  ssr: { resolve: { conditions: ['@lms/source'] } },
  test: {
    name: 'lms-core',
    environment: 'node',
    include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
    // Test files share their worker's modules (README, "Tests"): most of a file's time was importing them again.
    isolate: false,
  },
});
