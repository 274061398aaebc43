import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './vitest.sequencer';

export default defineConfig({
  test: {
    // `*.isolated.test.*` files (module mocks, a module's first-load state) run in their own projects with
    // isolation on; every other file shares its worker's modules (see the package configs).
    projects: ['packages/*', 'packages/*/vitest.isolated.config.ts', 'apps/host'],
    // Vitest's default leaves one core to itself, which on a 2-core CI machine means one worker. Database and
    // server tests spend much of their time waiting, so two workers finish the suite about 40 % sooner there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: LongestFirstSequencer },
  },
});
