// The Firebase back end's client adapters, on the Firebase web SDK: `@lms/core/adapters/firebase`, an entry point of
// its own, so only the pages that import it load the SDK (lms-core's root index does not export it).
export * from './emulator-address';
export * from './functions';
export * from './storage';
export * from './id-token-source';
export * from './auth';
export { identityUserOf } from './auth-port';
export type { FirebaseAuthPortOptions } from './auth-port';
export * from './backend';
