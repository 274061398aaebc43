import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLms } from '../../test-support/render-on-domain';
import { createAccount, seededPlatform, seedPeople } from '../../test-support/test-server';
import {
  createCoupon,
  createPaidCourse,
  payOrder,
  placeOrder,
  type OrderSpec,
} from '../../test-support/payments-seed';

/** Photography (€39.00), a 20% coupon and one that covers the whole price. */
const platform = seededPlatform(async (server) => {
  const people = await seedPeople(server);
  const course = await createPaidCourse(server, people.admin);
  await createCoupon(server, people.admin, { code: 'SAVE20', percentOff: 20 });
  await createCoupon(server, people.admin, { code: 'GIFT', percentOff: 100 });
  return { ...people, course };
});

/** The student's order placed as `spec` says, and its success page. */
async function setup(spec: OrderSpec | null, path = '/payment/success?order=') {
  const data = await platform();
  const orderId = spec ? await placeOrder(data.server, data.student, data.course.id, spec) : '';
  const view = await renderLms({
    server: data.server,
    path: spec ? `${path}${orderId}` : path,
    signedInAs: data.student,
  });
  return { ...view, ...data, orderId };
}

describe('PaymentSuccessPage', () => {
  it('waits with a progress indicator while the order is pending, then shows the receipt and Start', async () => {
    const { server, runtime, orderId, course } = await setup({ couponCode: 'SAVE20' });
    expect(await screen.findByRole('heading', { name: 'Confirming your payment' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Confirming your payment' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('waiting for the payment provider');

    // The sandbox page confirms the test card: the next poll sees it.
    await payOrder(server, orderId);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Payment received' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Thank you! You are enrolled in Photography.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start the course' })).toHaveAttribute(
      'href',
      `/student/courses/${course.id}/view`,
    );
    const receipt = screen.getByRole('region', { name: 'Receipt' });
    expect(within(receipt).getByText(orderId)).toBeInTheDocument();
    expect(within(receipt).getByText('Coupon SAVE20')).toBeInTheDocument();
    expect(within(receipt).getByText('−€7.80')).toBeInTheDocument();
    expect(within(receipt).getByText('€31.20')).toBeInTheDocument();
    expect(within(receipt).getByText('Test payment (sandbox, no money moved)')).toBeInTheDocument();
    // The enrolments the viewer's guard reads now hold the course.
    await waitFor(() =>
      expect(runtime.store.getState().enrollments.items?.map((item) => item.course_id)).toEqual([course.id]),
    );
  });

  it('a free order (coupon for the whole price) says the student is enrolled', async () => {
    await setup({ couponCode: 'GIFT' });
    expect(await screen.findByRole('heading', { name: 'You are enrolled' })).toBeInTheDocument();
    expect(screen.getByText('No payment needed')).toBeInTheDocument();
  });

  it('a declined payment says nothing was taken, with Try again on the payment page', async () => {
    const { course } = await setup({ status: 'failed' });
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('no money was taken. You are not enrolled.');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', `/payment/${course.id}`);
    expect(screen.queryByRole('link', { name: 'Start the course' })).not.toBeInTheDocument();
  });

  it('a cancelled or expired checkout says so', async () => {
    const { course } = await setup({ status: 'cancelled' });
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the course' })).toHaveAttribute(
      'href',
      `/courses/${course.id}`,
    );
  });

  it('without an order number, points to the catalogue', async () => {
    await setup(null, '/payment/success');
    expect(await screen.findByRole('heading', { name: 'No order to show' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
  });

  it("someone else's order is refused with the catalogue's sentence", async () => {
    const data = await platform();
    const other = await createAccount(data.server, { email: 'someone@example.com' });
    const orderId = await placeOrder(data.server, other, data.course.id);
    await renderLms({
      server: data.server,
      path: `/payment/success?order=${orderId}`,
      signedInAs: data.student,
    });
    expect(
      await screen.findByRole('heading', { name: 'Your order could not be loaded' }),
    ).toBeInTheDocument();
  });
});
