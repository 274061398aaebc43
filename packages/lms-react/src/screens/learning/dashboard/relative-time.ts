// "3 hours ago", "yesterday": the largest unit that fits, in the reader's language (Intl.RelativeTimeFormat).
const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

export function formatRelativeTime(isoTime: string, nowMs: number, language: string): string {
  const seconds = Math.round((Date.parse(isoTime) - nowMs) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second')
      return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}
