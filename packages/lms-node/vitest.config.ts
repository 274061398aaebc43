import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@lms/source'] },
  ssr: { resolve: { conditions: ['@lms/source'] } },
  test: {
    name: 'lms-node',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Test files share their worker's modules (README, "Tests"); `vitest.isolated.config.ts` runs the files that
    // mock a module.
    isolate: false,
    exclude: [...configDefaults.exclude, '**/*.isolated.test.*'],
    // A limit against hangs, not a speed target: PDFs drawn and read back by OCR took 30 to 60 s with the two cores
    // shared by a dozen processes (docs/decisions.md, "Tests on a busy machine").
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
