// The Firebase back end for the landing page and the framed step: the same one (Storage is a few kB of the SDK).
import type { SessionBackend } from '../host-backend';
import { firebaseBackend } from './firebase-backend';

export const sessionBackend: SessionBackend = firebaseBackend;
