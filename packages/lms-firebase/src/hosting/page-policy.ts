// The Content-Security-Policy of the Firebase build's pages: the self-hosted server's (lms-domain's documentPolicy)
// plus what the Firebase web SDK reaches. firebase.json's Hosting headers carry it as text, checked against this
// (test/hosting-config.test.ts); the action-plan page function sends it with the embedding origins.
import { documentPolicy } from '@lms/domain';

/** Firebase Auth's REST APIs, the callables (`https://us-central1-<project>.cloudfunctions.net`) and Storage. */
export const FIREBASE_CONNECT_SOURCES = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://*.cloudfunctions.net',
  'https://firebasestorage.googleapis.com',
] as const;

/** The popup sign-in's helpers: Google's API loader script and the auth domain's frame (`<project>.firebaseapp.com`). */
export const FIREBASE_SCRIPT_SOURCES = ['https://apis.google.com'] as const;
export const FIREBASE_FRAME_SOURCES = ['https://*.firebaseapp.com'] as const;

export interface FirebasePagePolicyOptions {
  /** "'none'" (default) or "'self'" plus the origins allowed to embed an action-plan step. */
  frameAncestors?: readonly string[];
  /** The emulators' origins (`http://127.0.0.1:9099`, ...): only a `demo-` project's pages talk to them. */
  emulatorOrigins?: readonly string[];
}

export function firebasePagePolicy(options: FirebasePagePolicyOptions = {}): string {
  const emulators = options.emulatorOrigins ?? [];
  return documentPolicy({
    scripts: FIREBASE_SCRIPT_SOURCES,
    connect: [...FIREBASE_CONNECT_SOURCES, ...emulators],
    frames: [...FIREBASE_FRAME_SOURCES, ...emulators],
    ...(options.frameAncestors ? { frameAncestors: options.frameAncestors } : {}),
  });
}
