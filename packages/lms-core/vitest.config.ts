import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@lms/source'] },
  ssr: { resolve: { conditions: ['@lms/source'] } },
  test: { name: 'lms-core', environment: 'node', include: ['src/**/*.test.ts', 'build/**/*.test.ts'] },
});
