// A response or resolution time in words: minutes under two hours, hours under two days, then days.
import type { TFunction } from 'i18next';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function durationText(t: TFunction, ms: number): string {
  if (ms < 2 * HOUR) return t('support.duration.minutes', { count: Math.max(1, Math.round(ms / MINUTE)) });
  if (ms < 2 * DAY) return t('support.duration.hours', { count: Math.round(ms / HOUR) });
  return t('support.duration.days', { count: Math.round(ms / DAY) });
}
