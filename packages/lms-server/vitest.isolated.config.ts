import { configDefaults, defineProject } from 'vitest/config';
import shared from './vitest.config.ts';

// The files that mock a module, each with its own modules (README, "Tests").
export default defineProject({
  ...shared,
  test: {
    ...shared.test,
    name: 'lms-server-isolated',
    isolate: true,
    exclude: configDefaults.exclude,
    include: ['test/**/*.isolated.test.ts'],
  },
});
