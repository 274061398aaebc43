import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LmsError, type Order } from '@lms/core';
import type { OperationHandlers } from '../../test-support/fake-backend';
import { renderLms } from '../../test-support/render-lms';
import { order } from './testing/payments-fake';

const student = { uid: 'u1', email: 'student@example.com', name: 'Sam Student' };

const paid = order({
  id: 'o-paid',
  courseId: 'c-photo',
  courseTitle: 'Photography',
  status: 'paid',
  listPriceCents: 3900,
  discountCents: 780,
  totalCents: 3120,
  couponCode: 'SAVE20',
  created_at: '2026-03-02T10:00:00.000Z',
  paidAt: '2026-03-02T10:01:00.000Z',
});
const pending = order({
  id: 'o-pending',
  courseId: 'c-sheets',
  courseTitle: 'Spreadsheets',
  currency: 'USD',
  listPriceCents: 2500,
  totalCents: 2500,
  created_at: '2026-03-04T10:00:00.000Z',
});
const refunded = order({
  id: 'o-refunded',
  courseId: 'c-finance',
  courseTitle: 'Finance',
  status: 'refunded',
  created_at: '2026-02-01T10:00:00.000Z',
  paidAt: '2026-02-01T10:01:00.000Z',
  refundedAt: '2026-02-05T10:00:00.000Z',
});
const declined = order({
  id: 'o-failed',
  courseId: 'c-finance',
  courseTitle: 'Finance',
  status: 'failed',
  created_at: '2026-01-20T10:00:00.000Z',
});

/** listMyOrders as the server answers it: the caller's orders, newest first, one page. */
function myOrders(orders: Order[]): OperationHandlers {
  return {
    listMyOrders: ({ page = 1, pageSize = 20 }) => {
      const sorted = [...orders].sort((a, b) => b.created_at.localeCompare(a.created_at));
      return {
        items: sorted.slice((page - 1) * pageSize, page * pageSize),
        total: sorted.length,
        page,
        pageSize,
      };
    },
  };
}

function setup(handlers: OperationHandlers, path = '/student/orders') {
  const view = renderLms({ path, handlers, signedInAs: student });
  const callsOf = (name: string) =>
    view.runtime.backend.calls.filter((call) => call.name === name).map((call) => call.data);
  return { ...view, callsOf, user: userEvent.setup() };
}

const itemOf = (courseTitle: string, index = 0) =>
  within(screen.getAllByRole('heading', { level: 2, name: courseTitle })[index]!.closest('li')!);

describe('StudentOrdersPage', { timeout: 30_000 }, () => {
  it("lists the student's orders newest first: course, date, amount in the order's currency, coupon, status", async () => {
    const { callsOf } = setup(myOrders([paid, pending, refunded, declined]));
    const list = await screen.findByRole('list', { name: 'Your orders' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-order-id')),
    ).toEqual(['o-pending', 'o-paid', 'o-refunded', 'o-failed']);
    expect(screen.getByRole('heading', { level: 1, name: 'Purchases' })).toBeInTheDocument();
    expect(screen.getByText('4 orders, newest first.')).toBeInTheDocument();
    expect(callsOf('listMyOrders')).toEqual([{ page: 1, pageSize: 10 }]);

    const photo = itemOf('Photography');
    expect(photo.getByRole('link', { name: 'Photography' })).toHaveAttribute('href', '/courses/c-photo');
    expect(photo.getByText('Mar 2, 2026')).toHaveAttribute('datetime', '2026-03-02T10:00:00.000Z');
    expect(photo.getByText('€31.20')).toBeInTheDocument();
    expect(photo.getByText('SAVE20')).toBeInTheDocument();
    expect(photo.getByText('Paid')).toBeInTheDocument();

    const sheets = itemOf('Spreadsheets');
    expect(sheets.getByText('$25.00')).toBeInTheDocument();
    expect(sheets.queryByText('Coupon')).not.toBeInTheDocument();
    expect(sheets.getByText('Pending')).toBeInTheDocument();
  });

  it('links a paid order to its receipt, a pending one back to paying, and says refunded or not paid', async () => {
    setup(myOrders([paid, pending, refunded, declined]));
    await screen.findByRole('list', { name: 'Your orders' });
    expect(itemOf('Photography').getByRole('link', { name: 'View receipt for Photography' })).toHaveAttribute(
      'href',
      '/payment/success?order=o-paid',
    );
    expect(
      itemOf('Spreadsheets').getByRole('link', { name: 'Continue payment for Spreadsheets' }),
    ).toHaveAttribute('href', '/payment/c-sheets?order=o-pending');
    expect(itemOf('Spreadsheets').queryByRole('link', { name: /receipt/ })).not.toBeInTheDocument();

    const refund = itemOf('Finance', 0);
    expect(refund.getByText('Refunded')).toBeInTheDocument();
    expect(refund.getByText('Refunded on Feb 5, 2026.')).toBeInTheDocument();
    expect(refund.getByRole('link', { name: 'View receipt for Finance' })).toHaveAttribute(
      'href',
      '/payment/success?order=o-refunded',
    );
    const failed = itemOf('Finance', 1);
    expect(failed.getByText('Failed')).toBeInTheDocument();
    expect(failed.getByText('Not paid: no money was taken.')).toBeInTheDocument();
    expect(failed.queryByRole('link', { name: /receipt|Continue/ })).not.toBeInTheDocument();
  });

  it('opens the receipt page of a paid order', async () => {
    const { user, runtime } = setup({
      ...myOrders([paid]),
      getOrder: () => paid,
      listMyEnrollments: () => [],
    });
    await user.click(await screen.findByRole('link', { name: 'View receipt for Photography' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeInTheDocument();
    expect(runtime.backend.calls.find((call) => call.name === 'getOrder')?.data).toEqual({
      orderId: 'o-paid',
    });
  });

  it('says "No purchases yet" with a link to the catalogue when there is no order', async () => {
    setup(myOrders([]));
    expect(await screen.findByRole('heading', { name: 'No purchases yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
    expect(screen.queryByRole('navigation', { name: 'Pages of your purchases' })).not.toBeInTheDocument();
  });

  it('shows a loading state, then explains a failure and tries again', async () => {
    let fail = true;
    // Each call waits until the test answers it, so the loading state can be seen.
    const waiting: Array<() => void> = [];
    const { user } = setup({
      listMyOrders: async (input) => {
        await new Promise<void>((resolve) => waiting.push(resolve));
        if (fail) throw new LmsError('functions/unavailable', 'down');
        return myOrders([paid]).listMyOrders!(input);
      },
    });
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    waiting[0]!();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your purchases could not be loaded');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(waiting).toHaveLength(2));
    waiting[1]!();
    expect(await screen.findByRole('link', { name: 'View receipt for Photography' })).toBeInTheDocument();
  });

  it('pages through the orders, ten a page', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      order({
        id: `o-${index + 1}`,
        courseTitle: `Course ${index + 1}`,
        status: 'paid',
        created_at: new Date(Date.UTC(2026, 0, index + 1)).toISOString(),
      }),
    );
    const { user, callsOf } = setup(myOrders(many));
    const pages = await screen.findByRole('navigation', { name: 'Pages of your purchases' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Your orders' })).getAllByRole('listitem')).toHaveLength(
        2,
      ),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Course 1' })).toBeInTheDocument();
    expect(callsOf('listMyOrders')).toContainEqual({ page: 2, pageSize: 10 });
  });

  it('reads the page from the URL', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      order({ id: `o-${index + 1}`, created_at: new Date(Date.UTC(2026, 0, index + 1)).toISOString() }),
    );
    const { callsOf } = setup(myOrders(many), '/student/orders?page=2');
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(callsOf('listMyOrders')).toEqual([{ page: 2, pageSize: 10 }]);
  });

  it('is reached from the account menu as "Purchases"', async () => {
    const { user } = setup({ ...myOrders([paid]) }, '/info');
    await user.click(await screen.findByRole('button', { name: 'Account of Sam Student' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Purchases' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchases' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'View receipt for Photography' })).toBeInTheDocument();
  });
});
