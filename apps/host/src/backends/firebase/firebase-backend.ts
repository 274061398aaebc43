// The Firebase back end (`npm run build:firebase`): lms-core's Firebase adapters on the web SDK. The project's web
// configuration is read at start from Hosting's reserved `/__/firebase/init.json`, so one build serves any project.
// A `demo-` project exists only on the emulators (Firebase's rule): its page reads where they listen from
// `/lms-firebase-emulators.json`, which whoever starts them writes into the served folder.
import { initializeApp, type FirebaseOptions } from 'firebase/app';
import { LmsError } from '@lms/core';
import { createFirebaseBackend, type EmulatorAddress } from '@lms/core/adapters/firebase';
import { fetchFreshJson } from '../../fresh-json';

/** The file the page reads the emulators' addresses from, in a `demo-` project only. */
export const EMULATORS_FILE = 'lms-firebase-emulators.json';
/** The file the Firebase build writes its version into (vite.config.ts), for the boot's version check. */
export const VERSION_FILE = 'lms-version.json';

interface Emulators {
  auth?: EmulatorAddress;
  functions?: EmulatorAddress;
  storage?: EmulatorAddress;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

let started: Promise<ReturnType<typeof createFirebaseBackend>> | undefined;

/** One Firebase app and back end per page, however many times the boot asks. */
export function firebaseBackend(origin: string): Promise<ReturnType<typeof createFirebaseBackend>> {
  started ??= (async () => {
    const config = await fetchFreshJson(`${origin}/__/firebase/init.json`);
    if (!isRecord(config) || typeof config.projectId !== 'string' || typeof config.apiKey !== 'string') {
      throw new LmsError(
        'functions/internal',
        "Hosting's /__/firebase/init.json names no project and API key",
      );
    }
    const emulators = config.projectId.startsWith('demo-')
      ? ((await fetchFreshJson(`${origin}/${EMULATORS_FILE}`)) as Emulators)
      : {};
    const app = initializeApp(config as FirebaseOptions);
    return createFirebaseBackend({ app, emulators });
  })();
  return started;
}
