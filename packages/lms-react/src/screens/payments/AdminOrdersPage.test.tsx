import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, LmsError } from '@lms/core';
import { deleteAccount } from '@lms/domain/internal/auth/account-changes';
import { backendWithAnswer } from '../../test-support/answer-override';
import { renderLms } from '../../test-support/render-on-domain';
import { callAs, createAccount, seededPlatform, type TestServer } from '../../test-support/test-server';
import { createCoupon, createPaidCourse, placeOrder } from '../../test-support/payments-seed';

const at = (iso: string) => Date.parse(iso);

async function seedAdmin(server: TestServer) {
  return { admin: await createAccount(server, { admin: true, email: 'admin@example.com' }) };
}

/**
 * Three orders: Finance free with the FREE coupon by an account deleted since (1 March), Photography paid with
 * SAVE20 by Ada (2 March), Spreadsheets declined for Bob (3 March).
 */
const platform = seededPlatform(async (server) => {
  const { admin } = await seedAdmin(server);
  const opts = { at: at('2026-02-01T10:00:00.000Z') };
  const photo = await createPaidCourse(server, admin, opts);
  const sheets = await createPaidCourse(server, admin, {
    ...opts,
    title: 'Spreadsheets',
    priceCents: 2500,
    currency: 'USD',
  });
  const finance = await createPaidCourse(server, admin, { ...opts, title: 'Finance', priceCents: 1000 });
  await createCoupon(server, admin, { code: 'SAVE20', percentOff: 20 }, opts.at);
  await createCoupon(server, admin, { code: 'FREE', percentOff: 100 }, opts.at);
  const ada = await createAccount(server, { email: 'ada@example.com' });
  const bob = await createAccount(server, { email: 'bob@example.com' });
  const gone = await createAccount(server, { email: 'gone@example.com' });
  const free = await placeOrder(server, gone, finance.id, {
    couponCode: 'FREE',
    at: at('2026-03-01T10:00:00.000Z'),
  });
  await deleteAccount(server.context, (await server.sessionFor(gone.uid)).tokens.idToken);
  const paid = await placeOrder(server, ada, photo.id, {
    status: 'paid',
    couponCode: 'SAVE20',
    at: at('2026-03-02T10:00:00.000Z'),
  });
  const failed = await placeOrder(server, bob, sheets.id, {
    status: 'failed',
    at: at('2026-03-03T10:00:00.000Z'),
  });
  return { admin, ada, photo, orders: { free, paid, failed } };
});

/** Twenty-five declined checkouts, one a day from 1 January. */
const manyOrders = seededPlatform(async (server) => {
  const { admin } = await seedAdmin(server);
  const course = await createPaidCourse(server, admin, { at: at('2025-12-01T10:00:00.000Z') });
  const student = await createAccount(server);
  for (let index = 0; index < 25; index += 1) {
    await placeOrder(server, student, course.id, { status: 'failed', at: Date.UTC(2026, 0, index + 1, 10) });
  }
  return { admin };
});

const noOrders = seededPlatform(seedAdmin);

async function setup(path = '/admin/orders') {
  const data = await platform();
  const view = await renderLms({ server: data.server, path, signedInAs: data.admin });
  const orderNow = (orderId: string) => callAs(data.server, data.admin, 'getOrder', { orderId });
  return { ...view, ...data, orderNow };
}

const rowOf = (text: string) => screen.getByRole('row', { name: new RegExp(text) });

describe('AdminOrdersPage', () => {
  it('lists orders newest first with date, student, course, amount, coupon, status and provider', async () => {
    const { orders } = await setup();
    await screen.findByRole('table', { name: 'Orders, newest first' });
    // A failed order's amount was never paid: the column says "Amount", whatever the order's status.
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toBeInTheDocument();
    expect(screen.queryByText(/Amount paid/)).not.toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-order-id'))).toEqual([
      orders.failed,
      orders.paid,
      orders.free,
    ]);
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
    const { user } = await setup();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'paid');
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /bob@example.com/ })).not.toBeInTheDocument(),
    );
    await user.type(screen.getByRole('searchbox', { name: /Search by e-mail/ }), 'ADA{Enter}');
    await waitFor(() => expect(screen.getByText('1 order')).toBeInTheDocument());
    expect(rowOf('ada@example.com')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'refunded');
    expect(await screen.findByRole('heading', { name: 'No order matches' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every order' }));
    expect(await screen.findByText('3 orders')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('searchbox', { name: /Search by e-mail/ })).toHaveValue(''));
  });

  it('reads the search and status from the URL', async () => {
    await setup('/admin/orders?q=bob&status=failed');
    expect(await screen.findByText('1 order')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: /Search by e-mail/ })).toHaveValue('bob');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('failed');
    expect(rowOf('bob@example.com')).toBeInTheDocument();
  });

  it('reads the page from the URL', async () => {
    const data = await manyOrders();
    await renderLms({ server: data.server, path: '/admin/orders?page=2', signedInAs: data.admin });
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(6);
  });

  it('refunds a paid order after a confirmation that says the enrolment ends; the row shows refunded', async () => {
    const { user, orders, orderNow, server, ada, photo } = await setup();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Refund Photography for ada@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund €31.20?' });
    expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining('their enrolment in Photography ends at once'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await orderNow(orders.paid)).toMatchObject({ status: 'paid' });

    await user.click(screen.getByRole('button', { name: 'Refund Photography for ada@example.com' }));
    const again = await screen.findByRole('dialog', { name: 'Refund €31.20?' });
    await user.type(
      within(again).getByRole('textbox', { name: 'Reason (optional)' }),
      'Asked within 14 days',
    );
    await user.click(within(again).getByRole('button', { name: 'Refund and end the enrolment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await orderNow(orders.paid)).toMatchObject({
      status: 'refunded',
      statusReason: 'Asked within 14 days',
    });
    const adasCourses = await callAs(server, ada, 'listMyEnrollments', {});
    expect(adasCourses.map((item) => item.course_id)).not.toContain(photo.id);
    await waitFor(() => expect(within(rowOf('ada@example.com')).getByText('Refunded')).toBeInTheDocument());
    expect(
      within(rowOf('ada@example.com')).queryByRole('button', { name: /Refund/ }),
    ).not.toBeInTheDocument();
    expect(
      await screen.findByText('Order refunded: ada@example.com is no longer enrolled in Photography.'),
    ).toBeInTheDocument();
  });

  it('says a free order moves no money', async () => {
    const { user } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Refund Finance for Deleted account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund €0.00?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('no money moves'));
  });

  it('a refund of an order another admin refunded meanwhile answers it refunded, and the row says so', async () => {
    const { user, server, orders, admin } = await setup();
    await user.click(await screen.findByRole('button', { name: /Refund Photography/ }));
    const dialog = await screen.findByRole('dialog');
    await callAs(server, admin, 'refundOrder', { orderId: orders.paid });
    await user.click(within(dialog).getByRole('button', { name: 'Refund and end the enrolment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(rowOf('ada@example.com')).getByText('Refunded')).toBeInTheDocument());
  });

  it('keeps the dialog open with the reason when the order is no longer paid', async () => {
    // A stub: a paid order only ever becomes refunded, which a refund answers unchanged, so the domain never
    // refuses a refund of an order the list showed as paid; the screen's wording for that refusal is checked here.
    const data = await platform();
    const { user } = await renderLms({
      server: data.server,
      path: '/admin/orders',
      signedInAs: data.admin,
      config: {
        backend: backendWithAnswer(data.server, 'refundOrder', () =>
          Promise.reject(
            new LmsError(
              'functions/invalid-argument',
              'Only paid orders can be refunded; this one is cancelled.',
              {
                reason: 'not-paid',
                status: 'cancelled',
              },
            ),
          ),
        ),
      },
    });
    await user.click(await screen.findByRole('button', { name: /Refund Photography/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Refund and end the enrolment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This order is no longer paid');
  });

  it('shows a failed refund with the error catalogue sentence', async () => {
    const { user, server } = await setup();
    server.setMode({ kind: 'error', code: 'functions/unavailable' }, { names: ['refundOrder'] });
    await user.click(await screen.findByRole('button', { name: /Refund Photography/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Refund and end the enrolment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      ERROR_MESSAGES['functions/unavailable'],
    );
  });

  it('says when there are no orders', async () => {
    const data = await noOrders();
    await renderLms({ server: data.server, path: '/admin/orders', signedInAs: data.admin });
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
  });

  it('says when the list cannot load, with the error catalogue sentence and a retry', async () => {
    const data = await platform();
    data.server.setMode({ kind: 'error', code: 'functions/unavailable' }, { names: ['adminListOrders'] });
    const { user } = await renderLms({ server: data.server, path: '/admin/orders', signedInAs: data.admin });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The orders could not be loaded');
    expect(alert).toHaveTextContent(ERROR_MESSAGES['functions/unavailable']);
    data.server.setMode({ kind: 'live' });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
