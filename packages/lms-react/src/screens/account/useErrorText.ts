import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../i18n/error-text';

/** The sentence a person reads for a failure (i18n/error-text.ts), in the current language. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown) => errorText(t, error), [t]);
}
