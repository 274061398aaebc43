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
    // A limit against hangs, not a speed target: a file's first test loads what it imports lazily (the contract's
    // schemas, esbuild for the embed script's build), 5 to 10 s with the two cores shared by a dozen processes.
    testTimeout: 60_000,
  },
});
