import { afterEach, describe, expect, it } from 'vitest';
import { labelAdminTablesWithin, labelTableColumns } from './table-column-labels';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  document.body.replaceChildren();
});

function table(html: string): HTMLTableElement {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = `<table class="lms-admin-table">${html}</table>`;
  document.body.append(wrapper);
  return wrapper.querySelector('table')!;
}

const labels = (row: HTMLTableRowElement) => [...row.cells].map((cell) => cell.getAttribute('data-label'));

/** The observer's callback runs as a microtask after the change. */
const afterMutations = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('admin table cells carry their column names (the cards of phones)', () => {
  it("names each data cell after its column's header, not the row header nor a column marked unlabelled", () => {
    const coupons = table(
      `<thead><tr><th scope="col">Code</th><th scope="col">Uses</th><th scope="col" colspan="2">Dates</th>` +
        `<th scope="col" data-unlabelled><span>Actions</span></th></tr></thead>` +
        `<tbody><tr><th scope="row">SAVE20</th><td>3 of 10</td><td>from</td><td>until</td><td><button>Edit</button></td></tr></tbody>`,
    );
    labelTableColumns(coupons);
    expect(labels(coupons.rows[1]!)).toEqual([null, 'Uses', 'Dates', 'Dates', null]);
  });

  it('labels a table that appears later, rows added to it, and headers that change language', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    stop = labelAdminTablesWithin(root);
    root.innerHTML =
      '<div><table class="lms-admin-table"><thead><tr><th>Order</th><th>Amount</th></tr></thead>' +
      '<tbody><tr><th>1</th><td>€5.00</td></tr></tbody></table></div>';
    await afterMutations();
    const orders = root.querySelector('table')!;
    expect(labels(orders.rows[1]!)).toEqual([null, 'Amount']);

    orders.tBodies[0]!.insertAdjacentHTML('beforeend', '<tr><th>2</th><td>€9.00</td></tr>');
    await afterMutations();
    expect(labels(orders.rows[2]!)).toEqual([null, 'Amount']);

    orders.tHead!.rows[0]!.cells[1]!.firstChild!.textContent = 'Montant';
    await afterMutations();
    expect(labels(orders.rows[1]!)).toEqual([null, 'Montant']);
    expect(labels(orders.rows[2]!)).toEqual([null, 'Montant']);
  });

  it('leaves tables of other kinds alone', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    stop = labelAdminTablesWithin(root);
    root.innerHTML = '<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>';
    await afterMutations();
    expect(root.querySelector('td')).not.toHaveAttribute('data-label');
  });
});
