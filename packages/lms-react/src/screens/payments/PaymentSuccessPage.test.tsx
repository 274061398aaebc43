import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LmsError, type Order } from '@lms/core';
import { enrollment } from '../../test-support/fixtures';
import { renderLms } from '../../test-support/render-lms';
import { createPaymentsFake, order } from './testing/payments-fake';

const student = { uid: 'u1', email: 'student@example.com' };

function setup(orders: Order[], path = '/payment/success?order=order-1') {
  const fake = createPaymentsFake({ orders });
  const view = renderLms({ path, signedInAs: student, handlers: fake.handlers });
  return { ...view, fake };
}

describe('PaymentSuccessPage', { timeout: 20_000 }, () => {
  it('waits with a progress indicator while the order is pending, then shows the receipt and Start', async () => {
    const { fake, runtime } = setup([order({ couponCode: 'SAVE20', discountCents: 780, totalCents: 3120 })]);
    expect(await screen.findByRole('heading', { name: 'Confirming your payment' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Confirming your payment' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('waiting for the payment provider');

    // The provider confirms (a webhook, or the sandbox page): the next poll sees it.
    const paid = order({
      couponCode: 'SAVE20',
      discountCents: 780,
      totalCents: 3120,
      status: 'paid',
      paidAt: '2026-01-01T10:05:00.000Z',
    });
    fake.orders.set('order-1', paid);
    fake.enrollments.push(enrollment({ course_id: 'c1' }));
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Payment received' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Thank you! You are enrolled in Photography.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start the course' })).toHaveAttribute(
      'href',
      '/student/courses/c1/view',
    );
    const receipt = screen.getByRole('region', { name: 'Receipt' });
    expect(within(receipt).getByText('order-1')).toBeInTheDocument();
    expect(within(receipt).getByText('Coupon SAVE20')).toBeInTheDocument();
    expect(within(receipt).getByText('−€7.80')).toBeInTheDocument();
    expect(within(receipt).getByText('€31.20')).toBeInTheDocument();
    expect(within(receipt).getByText('Test payment (sandbox, no money moved)')).toBeInTheDocument();
    // The enrolments the viewer's guard reads now hold the course.
    await waitFor(() =>
      expect(runtime.store.getState().enrollments.items?.map((item) => item.course_id)).toEqual(['c1']),
    );
  });

  it('a free order (coupon for the whole price) says the student is enrolled', async () => {
    setup([
      order({ status: 'paid', provider: 'none', totalCents: 0, discountCents: 3900, couponCode: 'GIFT' }),
    ]);
    expect(await screen.findByRole('heading', { name: 'You are enrolled' })).toBeInTheDocument();
    expect(screen.getByText('No payment needed')).toBeInTheDocument();
  });

  it('a declined payment says nothing was taken, with Try again on the payment page', async () => {
    setup([order({ status: 'failed', statusReason: 'Your card was declined.' })]);
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('no money was taken. You are not enrolled.');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/payment/c1');
    expect(screen.queryByRole('link', { name: 'Start the course' })).not.toBeInTheDocument();
  });

  it('a cancelled or expired checkout says so', async () => {
    setup([order({ status: 'cancelled' })]);
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the course' })).toHaveAttribute('href', '/courses/c1');
  });

  it('without an order number, points to the catalogue', async () => {
    setup([], '/payment/success');
    expect(await screen.findByRole('heading', { name: 'No order to show' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
  });

  it("someone else's order is refused with the catalogue's sentence", async () => {
    const fake = createPaymentsFake();
    renderLms({
      path: '/payment/success?order=order-x',
      signedInAs: student,
      handlers: {
        ...fake.handlers,
        getOrder: () => {
          throw new LmsError('functions/permission-denied', 'This order belongs to someone else.');
        },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Your order could not be loaded' }),
    ).toBeInTheDocument();
  });
});
