// The one CSV writer of every export (users, audit log, certificates, badge holders, survey answers, reports),
// written the same way by every host: RFC 4180 quoting, CRLF line ends, and a byte-order mark so spreadsheet
// programs read UTF-8 names correctly.

export type CsvCell = string | number | boolean | null | undefined;

// Characters that start a formula in Excel, LibreOffice and Google Sheets (and their full-width forms, which some
// spreadsheets accept too); a person's own text ("=HYPERLINK(...)") must never run in an administrator's
// spreadsheet (OWASP "CSV injection").
const FORMULA_CHAR = '=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20';
/** First visible character is a formula start (a spreadsheet may trim the spaces before it), or a tab or CR. */
const FORMULA_START = new RegExp(`^(\\s*[${FORMULA_CHAR}]|[\\t\\r])`, 'u');
/**
 * A formula start after anything but a letter or digit: a spreadsheet splitting on that character (French Excel
 * splits on ";", LibreOffice asks which) would read a formula there. Quoting keeps the cell whole for all of them.
 */
const SPLITTABLE_FORMULA = new RegExp(`[^\\p{L}\\p{N}][${FORMULA_CHAR}]`, 'u');
/** RFC 4180's reasons to quote, plus a tab (the separator of tab-separated files). */
const NEEDS_QUOTES = /[",\r\n\t]/;
/** A plain decimal number ("-12.50"): a value, not a formula, so it stays as it is for the spreadsheet to sum. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  if (typeof value !== 'string' || PLAIN_NUMBER.test(text)) return text;
  if (FORMULA_START.test(text)) return quoted(`'${text}`);
  return NEEDS_QUOTES.test(text) || SPLITTABLE_FORMULA.test(text) ? quoted(text) : text;
}

function quoted(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
