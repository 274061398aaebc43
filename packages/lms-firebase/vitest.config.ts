import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@lms/source'] },
  ssr: { resolve: { conditions: ['@lms/source'] } },
  test: {
    name: 'lms-firebase',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/support/emulators.ts'],
    // firebase-admin looks for Google's metadata server unless told it runs nowhere near one.
    env: { METADATA_SERVER_DETECTION: 'none' },
    // Limits against hangs, not speed targets: the emulator takes 8-25 s to start on a busy machine.
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
