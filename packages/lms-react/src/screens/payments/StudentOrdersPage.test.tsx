import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLms } from '../../test-support/render-on-domain';
import {
  createAccount,
  seededPlatform,
  type TestAccount,
  type TestServer,
} from '../../test-support/test-server';
import { createCoupon, createPaidCourse, placeOrder } from '../../test-support/payments-seed';

const at = (iso: string) => Date.parse(iso);

async function seedShop(server: TestServer) {
  const admin = await createAccount(server, { admin: true, email: 'admin@example.com' });
  const student = await createAccount(server, { email: 'sam@example.com', displayName: 'Sam Student' });
  return { admin, student };
}

/**
 * Sam's orders: Finance declined (20 January), Finance paid then refunded (1 and 5 February), Photography with
 * SAVE20 paid (2 March), Spreadsheets waiting for payment (now).
 */
const platform = seededPlatform(async (server) => {
  const { admin, student } = await seedShop(server);
  const opts = { at: at('2026-01-01T09:00:00.000Z') };
  const photo = await createPaidCourse(server, admin, opts);
  const sheets = await createPaidCourse(server, admin, {
    ...opts,
    title: 'Spreadsheets',
    priceCents: 2500,
    currency: 'USD',
  });
  const finance = await createPaidCourse(server, admin, { ...opts, title: 'Finance' });
  await createCoupon(server, admin, { code: 'SAVE20', percentOff: 20 }, opts.at);
  const failed = await placeOrder(server, student, finance.id, {
    status: 'failed',
    at: at('2026-01-20T10:00:00.000Z'),
  });
  const refunded = await placeOrder(server, student, finance.id, {
    status: 'refunded',
    at: at('2026-02-01T10:00:00.000Z'),
    refundedAt: at('2026-02-05T10:00:00.000Z'),
  });
  const paid = await placeOrder(server, student, photo.id, {
    status: 'paid',
    couponCode: 'SAVE20',
    at: at('2026-03-02T10:00:00.000Z'),
  });
  const pending = await placeOrder(server, student, sheets.id);
  return { admin, student, photo, sheets, orders: { failed, refunded, paid, pending } };
});

/** Twelve paid orders of twelve courses, one a day from 1 January. */
const manyOrders = seededPlatform(async (server) => {
  const { admin, student } = await seedShop(server);
  for (let index = 0; index < 12; index += 1) {
    const day = Date.UTC(2026, 0, index + 1, 10);
    const course = await createPaidCourse(server, admin, { title: `Course ${index + 1}`, at: day });
    await placeOrder(server, student, course.id, { status: 'paid', at: day });
  }
  return { student };
});

const nobody = seededPlatform(seedShop);

async function setup<T extends { student: TestAccount }>(
  seeded: (options?: object) => Promise<T & { server: TestServer }>,
  path = '/student/orders',
) {
  const data = await seeded();
  const view = await renderLms({ server: data.server, path, signedInAs: data.student });
  return { ...view, ...data };
}

const itemOf = (courseTitle: string, index = 0) =>
  within(screen.getAllByRole('heading', { level: 2, name: courseTitle })[index]!.closest('li')!);

describe('StudentOrdersPage', () => {
  it("lists the student's orders newest first: course, date, amount in the order's currency, coupon, status", async () => {
    const { orders, photo } = await setup(platform);
    const list = await screen.findByRole('list', { name: 'Your orders' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-order-id')),
    ).toEqual([orders.pending, orders.paid, orders.refunded, orders.failed]);
    expect(screen.getByRole('heading', { level: 1, name: 'Purchases' })).toBeInTheDocument();
    expect(screen.getByText('4 orders, newest first.')).toBeInTheDocument();

    const item = itemOf('Photography');
    expect(item.getByRole('link', { name: 'Photography' })).toHaveAttribute('href', `/courses/${photo.id}`);
    expect(item.getByText('Mar 2, 2026')).toHaveAttribute('datetime', '2026-03-02T10:00:00.000Z');
    expect(item.getByText('€31.20')).toBeInTheDocument();
    expect(item.getByText('SAVE20')).toBeInTheDocument();
    expect(item.getByText('Paid')).toBeInTheDocument();

    const sheets = itemOf('Spreadsheets');
    expect(sheets.getByText('$25.00')).toBeInTheDocument();
    expect(sheets.queryByText('Coupon')).not.toBeInTheDocument();
    expect(sheets.getByText('Pending')).toBeInTheDocument();
  });

  it('links a paid order to its receipt, a pending one back to paying, and says refunded or not paid', async () => {
    const { orders, sheets } = await setup(platform);
    await screen.findByRole('list', { name: 'Your orders' });
    expect(itemOf('Photography').getByRole('link', { name: 'View receipt for Photography' })).toHaveAttribute(
      'href',
      `/payment/success?order=${orders.paid}`,
    );
    expect(
      itemOf('Spreadsheets').getByRole('link', { name: 'Continue payment for Spreadsheets' }),
    ).toHaveAttribute('href', `/payment/${sheets.id}?order=${orders.pending}`);
    expect(itemOf('Spreadsheets').queryByRole('link', { name: /receipt/ })).not.toBeInTheDocument();

    const refund = itemOf('Finance', 0);
    expect(refund.getByText('Refunded')).toBeInTheDocument();
    expect(refund.getByText('Refunded on Feb 5, 2026.')).toBeInTheDocument();
    expect(refund.getByRole('link', { name: 'View receipt for Finance' })).toHaveAttribute(
      'href',
      `/payment/success?order=${orders.refunded}`,
    );
    const failed = itemOf('Finance', 1);
    expect(failed.getByText('Failed')).toBeInTheDocument();
    expect(failed.getByText('Not paid: no money was taken.')).toBeInTheDocument();
    expect(failed.queryByRole('link', { name: /receipt|Continue/ })).not.toBeInTheDocument();
  });

  it('opens the receipt page of a paid order', async () => {
    const { user, orders } = await setup(platform);
    await user.click(await screen.findByRole('link', { name: 'View receipt for Photography' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Receipt' })).getByText(orders.paid),
    ).toBeInTheDocument();
  });

  it('says "No purchases yet" with a link to the catalogue when there is no order', async () => {
    await setup(nobody);
    expect(await screen.findByRole('heading', { name: 'No purchases yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
    expect(screen.queryByRole('navigation', { name: 'Pages of your purchases' })).not.toBeInTheDocument();
  });

  it('shows a loading state while the orders are on their way', async () => {
    const data = await platform();
    data.server.setMode({ kind: 'delayed', ms: 400 }, { names: ['listMyOrders'] });
    await renderLms({ server: data.server, path: '/student/orders', signedInAs: data.student });
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Your orders' })).toBeInTheDocument();
  });

  it('explains a failure and tries again', async () => {
    const data = await platform();
    data.server.setMode({ kind: 'error', code: 'functions/unavailable' }, { names: ['listMyOrders'] });
    const { user } = await renderLms({
      server: data.server,
      path: '/student/orders',
      signedInAs: data.student,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your purchases could not be loaded');
    data.server.setMode({ kind: 'live' });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'View receipt for Photography' })).toBeInTheDocument();
  });

  it('pages through the orders, ten a page', async () => {
    const { user } = await setup(manyOrders);
    const pages = await screen.findByRole('navigation', { name: 'Pages of your purchases' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Course 12' })).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Your orders' })).getAllByRole('listitem')).toHaveLength(
        2,
      ),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Course 1' })).toBeInTheDocument();
  });

  it('reads the page from the URL', async () => {
    await setup(manyOrders, '/student/orders?page=2');
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Course 2' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Course 12' })).not.toBeInTheDocument();
  });

  it('is reached from the account menu as "Purchases"', async () => {
    const { user } = await setup(platform, '/info');
    await user.click(await screen.findByRole('button', { name: 'Account of Sam Student' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Purchases' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchases' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'View receipt for Photography' })).toBeInTheDocument();
  });
});
