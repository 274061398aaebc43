import { useCallback } from 'react';
import type { ProfileChanges } from '@lms/core';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { useUpdateMyUserDocumentMutation } from '../../store/lms-api';

/**
 * Changes the account's name or photo through lms-core, then mirrors the change into the user document (spec 7:
 * users/{uid} is updated on profile change). The account is what sign-in shows, so its failure fails the save; a
 * failed document update is only logged and the flow continues (spec 8).
 */
export function useSaveProfile(): (changes: ProfileChanges) => Promise<void> {
  const { accounts, session, logger } = useLmsRuntime();
  const [updateUserDocument] = useUpdateMyUserDocumentMutation();
  return useCallback(
    async (changes: ProfileChanges) => {
      await accounts.updateProfile(changes);
      // The auth state falls back to the ID token's name and picture claims, which still hold the old values: a
      // removed photo would come back until the next refresh. A fresh token carries the change.
      try {
        await session.getIdToken({ forceRefresh: true });
      } catch (error) {
        logger.warn('Could not refresh the ID token after a profile change', error);
      }
      try {
        await updateUserDocument(changes).unwrap();
      } catch (error) {
        logger.warn('The user document could not be updated after a profile change; continuing', error);
      }
    },
    [accounts, session, logger, updateUserDocument],
  );
}
