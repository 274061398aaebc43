import { defineProject } from 'vitest/config';

// Components render in jsdom; `@lms/source` makes `@lms/core` resolve to its TypeScript sources.
export default defineProject({
  resolve: { conditions: ['@lms/source'] },
  ssr: { resolve: { conditions: ['@lms/source'] } },
  test: {
    name: 'lms-react',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test-support/setup.ts'],
    // Rendering whole pages in jsdom is slow on a shared 2-core machine; 5 s flakes there.
    testTimeout: 15_000,
  },
});
