import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@lms/source'] },
  ssr: { resolve: { conditions: ['@lms/source'] } },
  define: { __LMS_CLIENT_VERSION__: JSON.stringify('1.4.0') },
  test: { name: 'host', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'] },
});
