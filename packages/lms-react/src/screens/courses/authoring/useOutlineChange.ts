import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../notifications/useNotify';
import { useErrorText } from '../../../ui-kit/useErrorText';
import { AUTHORING_REFUSALS } from './authoring-refusals';

interface MutationResult {
  error?: unknown;
}

/**
 * Runs an outline change (add, rename, reorder, remove) and, when the server refuses it, says why; the outline
 * always shows the server's answer, so a refused reorder snaps back by itself. Resolves true on success.
 */
export function useOutlineChange(): (change: Promise<MutationResult>, done?: string) => Promise<boolean> {
  const notify = useNotify();
  const { t } = useTranslation();
  const errorText = useErrorText(AUTHORING_REFUSALS);
  return useCallback(
    async (change, done) => {
      const result = await change;
      if (result.error) {
        notify({
          kind: 'negative',
          title: t('adminCourses.outline.refused'),
          message: errorText(result.error),
        });
        return false;
      }
      if (done) notify({ kind: 'positive', message: done });
      return true;
    },
    [notify, t, errorText],
  );
}
