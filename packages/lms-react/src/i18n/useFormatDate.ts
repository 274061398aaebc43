import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats an ISO date as the reader's language writes a day (due dates, completion dates). */
export function useFormatDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useCallback(
    (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso)),
    [i18n.language],
  );
}
