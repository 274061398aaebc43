import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@lms/core';

const utcDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/**
 * Number and date formats of the report in the UI language. Report days are UTC calendar days (the server's weeks
 * start on Monday, UTC), so they are shown in UTC: a Monday stays a Monday west of Greenwich.
 */
export function useReportFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    const shortDay = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const count = new Intl.NumberFormat(language);
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
    return {
      day: (isoDate: string) => day.format(utcDay(isoDate)),
      shortDay: (isoDate: string) => shortDay.format(utcDay(isoDate)),
      count: (value: number) => count.format(value),
      percent: (value: number) => percent.format(value),
      /** Minor units of `currency` (its own decimals: JPY none, KWD three) as the language writes money. */
      money: (cents: number, currency: string) => formatPrice(cents, currency, language),
    };
  }, [language]);
}

export type ReportFormat = ReturnType<typeof useReportFormat>;
