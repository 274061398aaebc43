// FunctionsPort of a Firebase back end on the Firebase web SDK (spec 7: every operation a callable in us-central1,
// 70 s). The SDK sends the ID token of the app's Firebase Auth user itself; this adapter adds the contract's checks,
// the deadline and cancel signal of CallOptions and the catalogue's errors (functions-port.ts).
import type { FirebaseApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import type { NetworkInfo } from '../../api/client';
import type { FunctionsPort, IdTokenSource } from '../../api/ports';
import type { EmulatorAddress } from './emulator-address';
import { firebaseFunctionsPort } from './functions-port';

/** Spec 7 and 9: the region of every callable. */
export const FUNCTIONS_REGION = 'us-central1';

export interface FirebaseFunctionsOptions {
  app: FirebaseApp;
  /** The Functions emulator instead of Cloud Functions (`connectFunctionsEmulator`): tests, local development. */
  emulator?: EmulatorAddress;
  /**
   * The ID token of the app's Firebase Auth user, which the SDK sends (`firebaseIdTokenSource(auth)`). With it, a
   * call whose token the back end refused (`details.reason`: a changed role, for one) is sent once more after a
   * forced refresh, as the self-hosted client does; without it, the refusal is the answer. A source of other tokens
   * than the SDK's cannot help: the refresh would not change what the SDK sends.
   */
  getIdToken?: IdTokenSource;
  /** The device's connection: while offline a call waits at most the offline network timeout (spec 9). */
  network?: NetworkInfo;
}

export function firebaseFunctions(options: FirebaseFunctionsOptions): FunctionsPort {
  const functions = getFunctions(options.app, FUNCTIONS_REGION);
  if (options.emulator) connectFunctionsEmulator(functions, options.emulator.host, options.emulator.port);
  return firebaseFunctionsPort({
    invoke: async (name, data, timeout) => (await httpsCallable(functions, name, { timeout })(data)).data,
    ...(options.getIdToken ? { getIdToken: options.getIdToken } : {}),
    ...(options.network ? { network: options.network } : {}),
  });
}
