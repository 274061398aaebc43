import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A percentage from 0 to 100 as the reader's language writes it, sign included: 70% (en-US), 70 % (fr-FR),
 * 70‎%‎ (ar). Messages never write the sign themselves (i18n/plural-messages.test.ts).
 */
export function formatPercent(language: string, percent: number): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(
    percent / 100,
  );
}

/** `formatPercent` in the page's language. */
export function useFormatPercent(): (percent: number) => string {
  const { i18n } = useTranslation();
  return useCallback((percent: number) => formatPercent(i18n.language, percent), [i18n.language]);
}
