import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@lms/source'] },
  ssr: { resolve: { conditions: ['@lms/source'] } },
  test: {
    name: 'lms-domain',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Test files share their worker's modules (README, "Tests"); every test still gets a fresh database.
    isolate: false,
    // A limit against hangs, not a speed target: uploads of several MB through tus, PDFs drawn and read back by OCR
    // took 30 to 60 s with the two cores shared by a dozen processes (docs/decisions.md, "Tests on a busy machine").
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
