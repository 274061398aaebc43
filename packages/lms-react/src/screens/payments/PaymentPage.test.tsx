import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LmsError } from '@lms/core';
import { LocationProbe } from '../../test-support/LocationProbe';
import { enrollment } from '../../test-support/fixtures';
import { renderLms } from '../../test-support/render-lms';
import { coupon, createPaymentsFake, order, type PaymentsFakeOptions } from './testing/payments-fake';

const student = { uid: 'u1', email: 'student@example.com' };

function setup(options: PaymentsFakeOptions & { path?: string } = {}) {
  const fake = createPaymentsFake({
    coupons: [
      coupon({ id: 'k1', code: 'SAVE20', percentOff: 20 }),
      coupon({ id: 'k2', code: 'OLD10', percentOff: 10, validUntil: '2020-01-01T00:00:00.000Z' }),
      coupon({ id: 'k3', code: 'GIFT', percentOff: 100 }),
      coupon({ id: 'k4', code: 'OFF', percentOff: 50, active: false }),
    ],
    ...options,
  });
  const leavePage = vi.fn();
  const view = renderLms({
    path: options.path ?? '/payment/c1',
    signedInAs: student,
    handlers: fake.handlers,
    config: { leavePage, screens: { 'payment-success': LocationProbe } },
  });
  const quoteCalls = () =>
    view.runtime.backend.calls.filter((call) => call.name === 'getCheckoutQuote').map((call) => call.data);
  return { ...view, fake, leavePage, quoteCalls, user: userEvent.setup() };
}

const summary = () => screen.getByRole('table', { name: 'Your order' });

describe('PaymentPage', { timeout: 20_000 }, () => {
  it('shows the order with the price in the course currency and a pay button with the total', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(within(summary()).getByRole('rowheader', { name: 'Photography' })).toBeInTheDocument();
    expect(within(summary()).getAllByText('€39.00')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Pay €39.00' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to the course' })).toHaveAttribute('href', '/courses/c1');
  });

  it('checks a coupon once the student stops typing, without Apply, and shows the price after it', async () => {
    const { user, quoteCalls } = setup();
    await user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'save20');
    expect(await screen.findByText('Coupon SAVE20 applied: 20% off.')).toBeInTheDocument();
    expect(within(summary()).getByText('Coupon SAVE20 (20% off)')).toBeInTheDocument();
    expect(within(summary()).getByText('−€7.80')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay €31.20' })).toBeEnabled();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'Coupon SAVE20 applied: 20% off. New total: €31.20.',
    );
    // Debounced: one check for the whole code, not one per letter.
    expect(quoteCalls().filter((call) => (call as { couponCode?: string }).couponCode)).toEqual([
      { courseId: 'c1', couponCode: 'SAVE20' },
    ]);
  });

  it('Apply checks at once; an expired or inactive coupon is refused with its reason and the price stays', async () => {
    const { user } = setup();
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
    const { user, leavePage, runtime } = setup();
    await user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'GIFT');
    expect(
      await screen.findByText('Your coupon covers the whole price: no payment is needed.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enrol for free' }));
    expect(await screen.findByText('/payment/success?order=order-1')).toBeInTheDocument();
    expect(leavePage).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(runtime.store.getState().enrollments.items?.map((item) => item.course_id)).toEqual(['c1']),
    );
  });

  it('Pay starts the checkout with the coupon and follows the provider address', async () => {
    const { user, leavePage, runtime } = setup();
    await user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'SAVE20');
    await user.click(await screen.findByRole('button', { name: 'Pay €31.20' }));
    await waitFor(() =>
      expect(leavePage).toHaveBeenCalledWith(new URL('/payments/sandbox/order-1', window.location.href).href),
    );
    expect(runtime.backend.calls.find((call) => call.name === 'startCheckout')?.data).toEqual({
      courseId: 'c1',
      couponCode: 'SAVE20',
    });
    expect(screen.getByText('Taking you to the payment page…')).toBeInTheDocument();
  });

  it('never opens an address lms-core refuses (a script URL), and says so', async () => {
    const { user, leavePage } = setup({ checkoutUrl: 'javascript:alert(1)' });
    await user.click(await screen.findByRole('button', { name: 'Pay €39.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('did not open it');
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('back from a declined card: says no money was taken and keeps the coupon of that order', async () => {
    setup({
      path: '/payment/c1?order=order-9',
      orders: [order({ id: 'order-9', status: 'failed', couponCode: 'SAVE20' })],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('no money was taken');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('SAVE20'));
    expect(await screen.findByRole('button', { name: 'Pay €31.20' })).toBeInTheDocument();
  });

  it('a student who already has the course is offered to open it instead of paying', async () => {
    setup({ enrollments: [enrollment({ course_id: 'c1' })] });
    expect(await screen.findByRole('heading', { name: 'You already have this course' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the course' })).toHaveAttribute(
      'href',
      '/student/courses/c1/view',
    );
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it('a coupon check that fails (offline) says so, offers Try again and never pays an older price', async () => {
    const fake = createPaymentsFake({ coupons: [coupon({ code: 'SAVE20' })] });
    let offline = true;
    const user = userEvent.setup();
    renderLms({
      path: '/payment/c1',
      signedInAs: student,
      handlers: {
        ...fake.handlers,
        getCheckoutQuote: (input) => {
          if (input.couponCode && offline) throw new LmsError('functions/unavailable', 'offline');
          return fake.handlers.getCheckoutQuote!(input);
        },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'SAVE20');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The coupon could not be checked.');
    expect(screen.getByRole('button', { name: 'Pay €39.00' })).toBeDisabled();
    offline = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay €31.20' })).toBeEnabled();
  });

  it('a course not for sale is explained from the error catalogue', async () => {
    const fake = createPaymentsFake();
    renderLms({
      path: '/payment/c1',
      signedInAs: student,
      handlers: {
        ...fake.handlers,
        getCheckoutQuote: () => {
          throw new LmsError('functions/not-found', 'This course is not for sale.');
        },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'This course cannot be bought right now' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
