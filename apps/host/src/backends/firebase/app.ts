// The Firebase back end for the app's pages: the SDK's Auth, Functions and Storage (firebase-backend.ts).
import type { AppBackend } from '../host-backend';
import { firebaseBackend } from './firebase-backend';

export const appBackend: AppBackend = firebaseBackend;
