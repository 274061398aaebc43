import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@lms/source'] },
  ssr: { resolve: { conditions: ['@lms/source'] } },
  test: {
    name: 'lms-firebase',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/support/emulators.ts'],
    env: {
      // firebase-admin looks for Google's metadata server unless told it runs nowhere near one.
      METADATA_SERVER_DETECTION: 'none',
      // What Cloud Functions and the emulator set: the storage trigger of src/functions.ts names the project's bucket
      // when it is defined, so the tests that load the deployed functions need it too.
      FIREBASE_CONFIG: JSON.stringify({ projectId: 'demo-lms', storageBucket: 'demo-lms.appspot.com' }),
    },
    // Limits against hangs, not speed targets: the emulator takes 8-25 s to start on a busy machine.
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
