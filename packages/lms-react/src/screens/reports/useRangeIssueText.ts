import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ENROLLMENT_REPORT_MAX_DAYS } from '@lms/core';

// The contract's report schema speaks English; each of its messages has a key here so the admin reads it in their
// language. Any other message reads as the generic "check this date".
const RANGE_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'Use a date like 2026-01-31.': 'dateFormat',
  'This date does not exist.': 'noSuchDate',
  '"from" must not be after "to".': 'fromAfterTo',
  [`A report covers at most ${ENROLLMENT_REPORT_MAX_DAYS} days.`]: 'tooLong',
};

/** Translates what the report schema says about a custom range's date; an empty field asks for a date. */
export function useRangeIssueText(): (message: string | undefined, value: string) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (message: string | undefined, value: string) => {
      if (message === undefined) return undefined;
      if (value === '') return t('adminReports.range.enterDate');
      const key = RANGE_MESSAGE_KEYS[message] ?? 'invalidDate';
      return t(`adminReports.range.${key}`, { count: ENROLLMENT_REPORT_MAX_DAYS });
    },
    [t],
  );
}
