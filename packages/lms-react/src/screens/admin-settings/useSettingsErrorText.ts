import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalReasonOf } from '@lms/core';
import { useErrorText } from '../account/useErrorText';

/** The sentence for a refused settings change: the server's named reasons in the admin's language, else the catalogue's. */
export function useSettingsErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return useCallback(
    (error: unknown) => {
      const reason = refusalReasonOf(error);
      if (reason === 'from-environment') return t('adminSettings.origins.fromEnvironment');
      if (reason === 'origin-not-allowed') return t('adminSettings.keys.originNotAllowed');
      return errorText(error);
    },
    [t, errorText],
  );
}
