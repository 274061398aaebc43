import { configDefaults, defineProject } from 'vitest/config';
import shared from './vitest.config.ts';

// The files that mock a module or need its first-load state, each with its own modules (README, "Tests").
export default defineProject({
  ...shared,
  test: {
    ...shared.test,
    name: 'lms-react-isolated',
    isolate: true,
    exclude: configDefaults.exclude,
    include: ['src/**/*.isolated.test.{ts,tsx}'],
  },
});
