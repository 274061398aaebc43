// The whole Firebase back end from the app's FirebaseApp, in one call, as `createServerBackend` is for the self-hosted
// server: what the host app's Firebase build passes to <LmsProvider config={{ backend }}>. Firebase Auth keeps the
// user; the functions and storage SDKs send that user's token; the session of lms-core holds the same tokens.
import type { FirebaseApp } from 'firebase/app';
import { getAuth, type Auth } from 'firebase/auth';
import type { NetworkInfo } from '../../api/client';
import type { BackendPort, IdTokenSource } from '../../api/ports';
import { browserNetwork } from '../browser-network';
import { resolveAppUrl } from '../server/app-url';
import { createServerStorage } from '../server/storage';
import { firebaseAuth, type FirebaseAuthOptions } from './auth';
import type { EmulatorAddress } from './emulator-address';
import { firebaseFunctions } from './functions';
import { withSignedOutUploads } from './signed-out-uploads';
import { firebaseStorage } from './storage';

export interface FirebaseBackendOptions extends Pick<
  FirebaseAuthOptions,
  'providers' | 'passwordPolicy' | 'persistence'
> {
  app: FirebaseApp;
  /** Default: `getAuth(app)`. */
  auth?: Auth;
  /** A bucket other than the app's `storageBucket`. */
  bucket?: string;
  /** The emulators to use instead of Firebase's services (tests, local development). */
  emulators?: { auth?: EmulatorAddress; functions?: EmulatorAddress; storage?: EmulatorAddress };
  /** Default: the browser's, read at every call. */
  network?: NetworkInfo;
  /** This app's address (see `createServerBackend`); default: this page's origin. */
  appUrl?: string;
  /**
   * The Firebase Hosting site, whose functions take the contact form's attachments (`signed-out-uploads.ts`); default:
   * this page's origin, as when Hosting serves the app.
   */
  siteUrl?: string;
}

/**
 * A back-end factory for `LmsProvider`. The Auth port is made once, here: the SDK allows one emulator connection per
 * Auth instance, and the factory may be called again.
 */
export function createFirebaseBackend(
  options: FirebaseBackendOptions,
): (getIdToken: IdTokenSource) => BackendPort {
  const { app, emulators = {} } = options;
  const appUrl = resolveAppUrl(options.appUrl);
  const withAppUrl = appUrl === null ? {} : { appUrl };
  const auth = firebaseAuth({
    auth: options.auth ?? getAuth(app),
    ...(emulators.auth ? { emulator: emulators.auth } : {}),
    ...(options.providers ? { providers: options.providers } : {}),
    ...(options.passwordPolicy ? { passwordPolicy: options.passwordPolicy } : {}),
    ...(options.persistence ? { persistence: options.persistence } : {}),
    ...withAppUrl,
  });
  const storage = firebaseStorage({
    app,
    ...(options.bucket ? { bucket: options.bucket } : {}),
    ...(emulators.storage ? { emulator: emulators.storage } : {}),
  });
  const network = options.network ?? browserNetwork;
  const siteUrl = options.siteUrl ?? globalThis.location?.origin;
  return (getIdToken) => ({
    auth,
    functions: firebaseFunctions({
      app,
      getIdToken,
      network,
      ...(emulators.functions ? { emulator: emulators.functions } : {}),
    }),
    storage:
      siteUrl === undefined
        ? storage
        : withSignedOutUploads(
            storage,
            createServerStorage({ baseUrl: siteUrl, getIdToken, resumableUploads: false }),
          ),
    ...withAppUrl,
  });
}
