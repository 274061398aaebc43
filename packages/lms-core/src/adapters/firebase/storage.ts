// StoragePort of a Firebase back end on Cloud Storage for Firebase's web SDK (spec 7 and 9: the profile picture under
// `profile_pictures/{uid}/{filename}`, then its download URL; resumable above 256 KB; retries for up to 2 minutes per
// operation and 10 per upload). The SDK sends the app's Firebase Auth user's token; storage.rules decides.
import type { FirebaseApp } from 'firebase/app';
import {
  connectStorageEmulator,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytes,
  uploadBytesResumable,
} from 'firebase/storage';
import type { StoragePort } from '../../api/ports';
import { OPERATION_RETRY_LIMIT_MS, UPLOAD_RETRY_LIMIT_MS } from '../server/storage';
import type { EmulatorAddress } from './emulator-address';
import { firebaseStoragePort } from './storage-port';

export interface FirebaseStorageOptions {
  app: FirebaseApp;
  /** A bucket other than the app's `storageBucket`, e.g. `gs://my-bucket`. */
  bucket?: string;
  /** The Storage emulator instead of Cloud Storage (`connectStorageEmulator`): local development. */
  emulator?: EmulatorAddress;
}

/**
 * The spec's retry limits are set on the app's storage instance (the SDK keeps one per app and bucket, so other
 * users of it get them too; they are the SDK's defaults as well).
 */
export function firebaseStorage(options: FirebaseStorageOptions): StoragePort {
  const storage = getStorage(options.app, options.bucket);
  storage.maxOperationRetryTime = OPERATION_RETRY_LIMIT_MS;
  storage.maxUploadRetryTime = UPLOAD_RETRY_LIMIT_MS;
  if (options.emulator) connectStorageEmulator(storage, options.emulator.host, options.emulator.port);
  return firebaseStoragePort({
    uploadBytes: (path, data, metadata) => uploadBytes(ref(storage, path), data, metadata),
    uploadBytesResumable: (path, data, metadata) => uploadBytesResumable(ref(storage, path), data, metadata),
    getDownloadURL: (path) => getDownloadURL(ref(storage, path)),
  });
}
