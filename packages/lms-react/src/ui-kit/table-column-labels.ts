// On phones an admin table turns into one card per row (data-table.css) and its header row goes out of sight, so
// each body cell shows its column's name before it, from its `data-label`. The names are copied here from the
// table's own header cells, for every admin table under the library's root (LmsRoot), as rows come and go and as
// the headers change language: no table has to remember to do it, and none can forget.

const ADMIN_TABLE = 'table.lms-admin-table';

/**
 * Put on a column's header cell when the column's cells speak for themselves (an actions column: each button
 * names what it does), so its cells show no name.
 */
export const UNLABELLED_COLUMN = 'data-unlabelled';

/** Each column's name, by column index (a header spanning columns names each of them). */
function columnNames(table: HTMLTableElement): (string | null)[] {
  const header = table.tHead?.rows[0];
  if (!header) return [];
  return [...header.cells].flatMap((cell) => {
    const name = cell.hasAttribute(UNLABELLED_COLUMN) ? null : (cell.textContent ?? '').trim() || null;
    return Array.from({ length: cell.colSpan }, () => name);
  });
}

/**
 * Sets each data cell's `data-label` to its column's name. Row headers (`th`) get none: on a phone they are the
 * card's title.
 */
export function labelTableColumns(table: HTMLTableElement): void {
  const names = columnNames(table);
  for (const body of table.tBodies) {
    for (const row of body.rows) {
      let column = 0;
      for (const cell of row.cells) {
        const name = cell.tagName === 'TD' ? names[column] : null;
        if (!name) cell.removeAttribute('data-label');
        else if (cell.getAttribute('data-label') !== name) cell.setAttribute('data-label', name);
        column += cell.colSpan;
      }
    }
  }
}

const TABLE_PARTS = new Set(['TABLE', 'THEAD', 'TBODY', 'TR']);

/**
 * Whether a change may need labels set again: rows or cells added, a table added, a header's text changed. Cheap
 * tests only: the observer sees every change under the root (charts redraw hundreds of elements).
 */
function touchesTables(record: MutationRecord): boolean {
  if (record.type === 'characterData') return record.target.parentElement?.closest('thead') != null;
  if (TABLE_PARTS.has(record.target.nodeName)) return true;
  for (const node of record.addedNodes) {
    if (node.nodeName === 'TABLE') return true;
    if (node instanceof Element && node.getElementsByTagName('table').length > 0) return true;
  }
  return false;
}

/** Labels every admin table inside `root` now and whenever one appears or changes; returns the stop function. */
export function labelAdminTablesWithin(root: HTMLElement): () => void {
  const labelAll = () => root.querySelectorAll<HTMLTableElement>(ADMIN_TABLE).forEach(labelTableColumns);
  labelAll();
  // Attributes are not observed, so setting the labels never wakes the observer again.
  const observer = new MutationObserver((records) => {
    if (records.some(touchesTables)) labelAll();
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}
