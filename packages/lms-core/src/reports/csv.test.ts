import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

/** How a spreadsheet reads a CSV line with a given separator: quoted fields kept whole, "" as one quote. */
function spreadsheetCells(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let inQuotes = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (inQuotes && char === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') inQuotes = !inQuotes;
    else if (char === separator && !inQuotes) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  return [...cells, cell];
}

const FORMULA = /^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r]/;

describe('CSV', () => {
  it('quotes cells holding commas, quotes or line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('leaves empty cells for missing values and writes numbers and flags as they are', () => {
    expect([null, undefined, 0, -3, true].map(csvCell)).toEqual(['', '', '0', '-3', 'true']);
    expect(['-12.50', '500', '0.125'].map(csvCell)).toEqual(['-12.50', '500', '0.125']);
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe(`"'+1"`);
    expect(csvCell('@sum')).toBe(`"'@sum"`);
    expect(csvCell('  =1+2')).toBe(`"'  =1+2"`);
    expect(csvCell('\uFF1D1+2')).toBe(`"'\uFF1D1+2"`);
  });

  it('keeps a formula after any separator inside its quoted cell, whatever the spreadsheet splits on', () => {
    const hostile = ['Bob;=1+2;@SUM(1)', 'a|-2+3', 'tab\t=1', 'x =cmd', 'b, +1', 'n:@x', 'p/=1'];
    const csv = toCsv(['name', 'kind'], [...hostile.map((value) => [value, 'x']), ['Grace', 'ok']]);
    for (const separator of [',', ';', '\t', '|', ' ', ':', '/']) {
      for (const line of csv
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n')) {
        for (const cell of spreadsheetCells(line, separator))
          expect(cell, `${separator} ${line}`).not.toMatch(FORMULA);
      }
    }
    // Each hostile value reads back whole with the separator the file uses.
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(hostile.map((_, i) => spreadsheetCells(lines[i + 1] ?? '', ',')[0])).toEqual(hostile);
  });

  it('leaves ordinary names, addresses, dates and links bare', () => {
    const ordinary = [
      'Jean-Luc Picard',
      'holder-grace@example.com',
      '2026-11-28T10:00:00.000Z',
      'https://x.example/a-b',
    ];
    expect(ordinary.map(csvCell)).toEqual(ordinary);
  });

  it('starts with a byte-order mark and ends every line with CRLF', () => {
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe('\uFEFFa,b\r\n1,x\r\n');
  });
});
