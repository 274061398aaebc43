import { useCallback, useEffect, useRef, useState } from 'react';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { profilePicturePath } from './profile-picture-path';
import { useSaveProfile } from './useSaveProfile';

export type PhotoUploadState =
  | { phase: 'idle' }
  /** `fraction` of the file sent, 0 to 1. */
  | { phase: 'uploading'; fraction: number }
  /** Sent; the download URL is being fetched and saved on the account. */
  | { phase: 'saving' }
  | { phase: 'failed'; error: unknown };

export interface PhotoUpload {
  state: PhotoUploadState;
  /** Uploads, then sets the account's photo; resolves true when the new photo is in place. */
  upload: (file: File) => Promise<boolean>;
  cancel: () => void;
}

/**
 * A profile picture upload through lms-core's StoragePort (the adapter makes large files resumable), reporting
 * progress, then the download URL saved on the account and the user document. Leaving the page cancels it.
 */
export function useProfilePhotoUpload(uid: string): PhotoUpload {
  const { backend } = useLmsRuntime();
  const saveProfile = useSaveProfile();
  const [state, setState] = useState<PhotoUploadState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (file: File) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setState({ phase: 'uploading', fraction: 0 });
      try {
        const path = profilePicturePath(uid, file.name, Date.now());
        await backend.storage.upload(path, file, {
          contentType: file.type,
          signal: abort.signal,
          onProgress: ({ bytesTransferred, totalBytes }) =>
            setState({ phase: 'uploading', fraction: totalBytes > 0 ? bytesTransferred / totalBytes : 0 }),
        });
        setState({ phase: 'saving' });
        const photoURL = await backend.storage.getDownloadURL(path);
        await saveProfile({ photoURL });
        setState({ phase: 'idle' });
        return true;
      } catch (error) {
        setState({ phase: 'failed', error });
        return false;
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [backend, saveProfile, uid],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, upload, cancel };
}
