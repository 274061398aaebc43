import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, LmsError, type Order } from '@lms/core';
import { renderLms } from '../../test-support/render-lms';
import { createOrderAdminFake } from './testing/order-admin-fake';
import { order } from './testing/payments-fake';

const admin = { uid: 'admin-1', email: 'admin@example.com', admin: true };

const paid = order({
  id: 'o-paid',
  userEmail: 'ada@example.com',
  courseTitle: 'Photography',
  status: 'paid',
  listPriceCents: 3900,
  discountCents: 780,
  totalCents: 3120,
  couponCode: 'SAVE20',
  created_at: '2026-03-02T10:00:00.000Z',
  paidAt: '2026-03-02T10:01:00.000Z',
});
const failed = order({
  id: 'o-failed',
  userEmail: 'bob@example.com',
  courseTitle: 'Spreadsheets',
  status: 'failed',
  currency: 'USD',
  listPriceCents: 2500,
  totalCents: 2500,
  created_at: '2026-03-03T10:00:00.000Z',
});
const free = order({
  id: 'o-free',
  userId: null,
  userEmail: null,
  courseTitle: 'Finance',
  status: 'paid',
  provider: 'none',
  listPriceCents: 1000,
  discountCents: 1000,
  totalCents: 0,
  couponCode: 'FREE',
  created_at: '2026-03-01T10:00:00.000Z',
});

function setup(orders: Order[], path = '/admin/orders') {
  const fake = createOrderAdminFake(orders);
  const view = renderLms({ path, handlers: fake.handlers, signedInAs: admin });
  const callsOf = (name: string) =>
    view.runtime.backend.calls.filter((call) => call.name === name).map((call) => call.data);
  return { ...view, fake, callsOf, user: userEvent.setup() };
}

const rowOf = (text: string) => screen.getByRole('row', { name: new RegExp(text) });

describe('AdminOrdersPage', { timeout: 30_000 }, () => {
  it('lists orders newest first with date, student, course, amount paid, coupon, status and provider', async () => {
    setup([paid, failed, free]);
    await screen.findByRole('table', { name: 'Orders, newest first' });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-order-id'))).toEqual(['o-failed', 'o-paid', 'o-free']);
    const ada = rowOf('ada@example.com');
    expect(within(ada).getByRole('cell', { name: '€31.20' })).toBeInTheDocument();
    expect(within(ada).getByRole('cell', { name: 'SAVE20' })).toBeInTheDocument();
    expect(within(ada).getByText('Paid')).toBeInTheDocument();
    expect(within(ada).getByRole('cell', { name: 'Sandbox (test)' })).toBeInTheDocument();
    expect(within(ada).getByRole('button', { name: 'Refund Photography for ada@example.com' })).toBeEnabled();
    const bob = rowOf('bob@example.com');
    expect(within(bob).getByRole('cell', { name: '$25.00' })).toBeInTheDocument();
    expect(within(bob).getByRole('cell', { name: 'None' })).toBeInTheDocument();
    expect(within(bob).getByText('Failed')).toBeInTheDocument();
    expect(within(bob).queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();
    expect(within(rowOf('Deleted account')).getByRole('cell', { name: 'None (free)' })).toBeInTheDocument();
    expect(screen.getByText('3 orders')).toBeInTheDocument();
  });

  it('filters by status and searches, both in the URL, and clears the filters', async () => {
    const { user, callsOf } = setup([paid, failed, free]);
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'paid');
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /bob@example.com/ })).not.toBeInTheDocument(),
    );
    await user.type(screen.getByRole('searchbox', { name: /Search by e-mail/ }), 'ADA{Enter}');
    await waitFor(() => expect(screen.getByText('1 order')).toBeInTheDocument());
    expect(callsOf('adminListOrders')).toContainEqual({
      search: 'ADA',
      status: 'paid',
      page: 1,
      pageSize: 20,
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'refunded');
    expect(await screen.findByRole('heading', { name: 'No order matches' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every order' }));
    expect(await screen.findByText('3 orders')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('searchbox', { name: /Search by e-mail/ })).toHaveValue(''));
  });

  it('reads the search and status from the URL', async () => {
    const { callsOf } = setup([paid, failed, free], '/admin/orders?q=bob&status=failed');
    expect(await screen.findByText('1 order')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: /Search by e-mail/ })).toHaveValue('bob');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('failed');
    expect(callsOf('adminListOrders')).toEqual([{ search: 'bob', status: 'failed', page: 1, pageSize: 20 }]);
  });

  it('reads the page from the URL', async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      order({ id: `o-${index}`, created_at: new Date(Date.UTC(2026, 0, index + 1)).toISOString() }),
    );
    const { callsOf } = setup(many, '/admin/orders?page=2');
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(callsOf('adminListOrders')).toEqual([{ page: 2, pageSize: 20 }]);
    expect(screen.getAllByRole('row')).toHaveLength(6);
  });

  it('refunds a paid order after a confirmation that says the enrolment ends; the row shows refunded', async () => {
    const { user, callsOf } = setup([paid, failed]);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Refund Photography for ada@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund €31.20?' });
    expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining('their enrolment in Photography ends at once'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf('refundOrder')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Refund Photography for ada@example.com' }));
    const again = await screen.findByRole('dialog', { name: 'Refund €31.20?' });
    await user.type(
      within(again).getByRole('textbox', { name: 'Reason (optional)' }),
      'Asked within 14 days',
    );
    await user.click(within(again).getByRole('button', { name: 'Refund and end the enrolment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf('refundOrder')).toEqual([{ orderId: 'o-paid', reason: 'Asked within 14 days' }]);
    await waitFor(() => expect(within(rowOf('ada@example.com')).getByText('Refunded')).toBeInTheDocument());
    expect(
      within(rowOf('ada@example.com')).queryByRole('button', { name: /Refund/ }),
    ).not.toBeInTheDocument();
    expect(
      await screen.findByText('Order refunded: ada@example.com is no longer enrolled in Photography.'),
    ).toBeInTheDocument();
  });

  it('says a free order moves no money', async () => {
    const { user } = setup([free]);
    await user.click(await screen.findByRole('button', { name: 'Refund Finance for Deleted account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund €0.00?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('no money moves'));
  });

  it('keeps the dialog open with the reason when the order is no longer paid, and lists it again', async () => {
    const { user, fake } = setup([paid]);
    await user.click(await screen.findByRole('button', { name: /Refund Photography/ }));
    const dialog = await screen.findByRole('dialog');
    fake.orders[0] = { ...paid, status: 'cancelled' };
    await user.click(within(dialog).getByRole('button', { name: 'Refund and end the enrolment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This order is no longer paid');
    await waitFor(() => expect(within(rowOf('ada@example.com')).getByText('Cancelled')).toBeInTheDocument());
  });

  it('shows a failed refund with the error catalogue sentence', async () => {
    const { user, fake } = setup([paid]);
    fake.handlers.refundOrder = () => {
      throw new LmsError('functions/unavailable', 'provider down');
    };
    await user.click(await screen.findByRole('button', { name: /Refund Photography/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Refund and end the enrolment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      ERROR_MESSAGES['functions/unavailable'],
    );
  });

  it('says when there are no orders', async () => {
    setup([]);
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
  });

  it('says when the list cannot load, with the error catalogue sentence and a retry', async () => {
    const { user, fake } = setup([paid]);
    const list = fake.handlers.adminListOrders!;
    fake.handlers.adminListOrders = () => {
      throw new LmsError('functions/unavailable', 'down');
    };
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The orders could not be loaded');
    expect(alert).toHaveTextContent(ERROR_MESSAGES['functions/unavailable']);
    fake.handlers.adminListOrders = list;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
