import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { backendWithAnswer } from '../../test-support/answer-override';
import { LocationProbe } from '../../test-support/LocationProbe';
import { renderLms } from '../../test-support/render-on-domain';
import { callAs, seededPlatform, seedPeople } from '../../test-support/test-server';
import { createCoupon, createPaidCourse, placeOrder } from '../../test-support/payments-seed';

/** Photography (€39.00) and its coupons: 20% off, expired, the whole price, switched off. */
const platform = seededPlatform(async (server) => {
  const people = await seedPeople(server);
  const course = await createPaidCourse(server, people.admin);
  await createCoupon(server, people.admin, { code: 'SAVE20', percentOff: 20 });
  await createCoupon(server, people.admin, {
    code: 'OLD10',
    percentOff: 10,
    validUntil: '2020-01-01T00:00:00.000Z',
  });
  await createCoupon(server, people.admin, { code: 'GIFT', percentOff: 100 });
  await createCoupon(server, people.admin, { code: 'OFF', percentOff: 50, active: false });
  return { ...people, course };
});

async function setup(options: { path?: string } = {}) {
  const data = await platform();
  const leavePage = vi.fn();
  const view = await renderLms({
    server: data.server,
    path: (options.path ?? '/payment/c1').replace('c1', data.course.id),
    signedInAs: data.student,
    config: { leavePage, screens: { 'payment-success': LocationProbe } },
  });
  return { ...view, ...data, leavePage };
}

const summary = () => screen.getByRole('table', { name: 'Your order' });

describe('PaymentPage', () => {
  it('shows the order with the price in the course currency and a pay button with the total', async () => {
    const { course } = await setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(within(summary()).getByRole('rowheader', { name: 'Photography' })).toBeInTheDocument();
    expect(within(summary()).getAllByText('€39.00')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Pay €39.00' })).toBeEnabled();
    // The domain behind these tests takes payments with the sandbox: the checkout says so.
    expect(screen.getByText('Test mode.').parentElement).toHaveTextContent(
      'Test mode. Payments here are simulated: pay with the test card 4242 4242 4242 4242. No money is taken.',
    );
    expect(screen.getByRole('link', { name: 'Back to the course' })).toHaveAttribute(
      'href',
      `/courses/${course.id}`,
    );
  });

  it('checks a coupon once the student stops typing, without Apply, and shows the price after it', async () => {
    const { user } = await setup();
    await user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'save20');
    expect(await screen.findByText('Coupon SAVE20 applied: 20% off.')).toBeInTheDocument();
    expect(within(summary()).getByText('Coupon SAVE20 (20% off)')).toBeInTheDocument();
    expect(within(summary()).getByText('−€7.80')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay €31.20' })).toBeEnabled();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'Coupon SAVE20 applied: 20% off. New total: €31.20.',
    );
  });

  it('Apply checks at once; an expired or inactive coupon is refused with its reason and the price stays', async () => {
    const { user } = await setup();
    const field = await screen.findByRole('textbox', { name: 'Coupon code' });
    await user.type(field, 'OLD10{Enter}');
    expect(await screen.findByText('This coupon has expired.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('This coupon has expired.'));
    expect(screen.getByRole('button', { name: 'Pay €39.00' })).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'off');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This coupon is no longer active.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(field).toHaveValue('');
    await waitFor(() =>
      expect(screen.queryByText('This coupon is no longer active.')).not.toBeInTheDocument(),
    );
  });

  it('free after the coupon: Enrol for free enrols without a provider and opens the success page', async () => {
    const { user, leavePage, runtime, course } = await setup();
    await user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'GIFT');
    expect(
      await screen.findByText('Your coupon covers the whole price: no payment is needed.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enrol for free' }));
    expect(await screen.findByText(/^\/payment\/success\?order=/)).toBeInTheDocument();
    expect(leavePage).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(runtime.store.getState().enrollments.items?.map((item) => item.course_id)).toEqual([course.id]),
    );
  });

  it('Pay starts the checkout with the coupon and follows the provider address', async () => {
    const { user, leavePage, server, student, course } = await setup();
    await user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'SAVE20');
    await user.click(await screen.findByRole('button', { name: 'Pay €31.20' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalled());
    const orders = await callAs(server, student, 'listMyOrders', {});
    expect(orders.items).toMatchObject([
      { courseId: course.id, couponCode: 'SAVE20', totalCents: 3120, status: 'pending' },
    ]);
    const orderId = orders.items[0]!.id;
    expect(leavePage).toHaveBeenCalledWith(
      new URL(`/payments/sandbox/${orderId}`, window.location.href).href,
    );
    expect(screen.getByText('Taking you to the payment page…')).toBeInTheDocument();
  });

  it('never opens an address lms-core refuses (a script URL), and says so', async () => {
    // The one stub of this file: the domain's providers only answer http(s) pages, so the port's answer to a
    // real checkout is rewritten to the script URL a compromised provider could send.
    const data = await platform();
    const leavePage = vi.fn();
    const { user } = await renderLms({
      server: data.server,
      path: `/payment/${data.course.id}`,
      signedInAs: data.student,
      config: {
        leavePage,
        backend: backendWithAnswer(data.server, 'startCheckout', async (real) => ({
          ...(await real()),
          next: { kind: 'redirect', url: 'javascript:alert(1)' },
        })),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Pay €39.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('did not open it');
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('back from a declined card: says no money was taken and keeps the coupon of that order', async () => {
    const data = await platform();
    const orderId = await placeOrder(data.server, data.student, data.course.id, {
      couponCode: 'SAVE20',
      status: 'failed',
    });
    await renderLms({
      server: data.server,
      path: `/payment/${data.course.id}?order=${orderId}`,
      signedInAs: data.student,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('no money was taken');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('SAVE20'));
    expect(await screen.findByRole('button', { name: 'Pay €31.20' })).toBeInTheDocument();
  });

  it('a student who already has the course is offered to open it instead of paying', async () => {
    const data = await platform();
    await placeOrder(data.server, data.student, data.course.id, { status: 'paid' });
    await renderLms({ server: data.server, path: `/payment/${data.course.id}`, signedInAs: data.student });
    expect(await screen.findByRole('heading', { name: 'You already have this course' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the course' })).toHaveAttribute(
      'href',
      `/student/courses/${data.course.id}/view`,
    );
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it('a coupon check that fails (offline) says so, offers Try again and never pays an older price', async () => {
    const { user, server } = await setup();
    const field = await screen.findByRole('textbox', { name: 'Coupon code' });
    await screen.findByRole('button', { name: 'Pay €39.00' });
    server.setMode({ kind: 'offline' }, { names: ['getCheckoutQuote'] });
    await user.type(field, 'SAVE20');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The coupon could not be checked.');
    expect(screen.getByRole('button', { name: 'Pay €39.00' })).toBeDisabled();
    server.setMode({ kind: 'live' });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay €31.20' })).toBeEnabled();
  });

  it('a course not for sale (no such published course) is explained from the error catalogue', async () => {
    await setup({ path: '/payment/no-such-course' });
    expect(
      await screen.findByRole('heading', { name: 'This course cannot be bought right now' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
