// CSV documents for the admin exports (users, reports), written the same way by every host: RFC 4180 quoting,
// CRLF line ends, and a byte-order mark so spreadsheet programs read UTF-8 names correctly.

export type CsvCell = string | number | boolean | null | undefined;

// A cell starting with one of these is a formula to Excel, LibreOffice and Google Sheets; a user's own name
// ("=HYPERLINK(...)") must never run as one in an administrator's spreadsheet (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
