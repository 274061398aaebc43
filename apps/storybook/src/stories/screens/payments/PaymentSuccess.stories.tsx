import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ERROR_MESSAGES } from '@lms/core';
import { submitSandboxCard } from '../../../seed';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { waitForRightToLeft } from '../../../story-app/play-helpers';
import { seeded, storyApp } from '../../../story-app/with-lms';

const successOf = (orderId: string) => `/payment/success?order=${orderId}`;

const meta = {
  title: 'Screens/Payments/PaymentSuccess',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: successOf('{order:paid}'), role: 'student' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid order: the receipt, and the way into the course. */
export const Paid: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
    const receipt = within(canvas.getByRole('region', { name: 'Receipt' }));
    await expect(receipt.getByText('Coupon WELCOME20')).toBeVisible();
    await expect(receipt.getByText('−€5.80')).toBeVisible();
    await expect(receipt.getByText('€23.20')).toBeVisible();
    await expect(receipt.getByText(seeded(context, '{order:paid}'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start the course' })).toBeVisible();
  },
};

/** Waiting for the provider to confirm: a progress indicator and what is happening (the page keeps asking). */
export const Waiting: Story = {
  parameters: { lms: { route: successOf('{order:pending}') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Confirming your payment' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Confirming your payment' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('waiting for the payment provider');
  },
};

/** Main flow: the payment is confirmed while the student waits; the receipt replaces the progress, Start opens the course. */
export const WaitingThenPaid: Story = {
  parameters: { lms: { route: successOf('{order:pending}') } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Confirming your payment' })).toBeVisible();
    // What the sandbox checkout page does when the student pays with 4242 4242 4242 4242.
    await submitSandboxCard(storyApp(context).server.context, seeded(context, '{order:pending}'), 'pays');
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Payment received' });
    await expect(heading).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: 'Start the course' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Photography: Seeing the Light' }),
    ).toBeVisible();
  },
};

/** A declined card: nothing taken, not enrolled, Try again leads back to the payment page. */
export const Failed: Story = {
  parameters: { lms: { route: successOf('{order:declined}') } },
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Payment not completed' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('no money was taken');
    await expect(canvas.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      seeded(context, '/payment/{course:finance}'),
    );
  },
};

export const Cancelled: Story = {
  parameters: { lms: { route: successOf('{order:cancelled}') } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Payment cancelled' }),
    ).toBeVisible();
  },
};

export const NoOrder: Story = {
  parameters: { lms: { route: '/payment/success' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No order to show' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse courses' })).toBeVisible();
  },
};

/** Someone else's order (or a mistyped number) cannot be shown. */
export const SomeoneElsesOrder: Story = {
  parameters: { lms: { role: 'newcomer' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Your order could not be loaded');
    await expect(alert).toHaveTextContent(ERROR_MESSAGES['functions/not-found']);
  },
};

export const Loading: Story = {
  parameters: { lms: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Confirming your payment' }),
    ).toBeVisible();
  },
};

export const Arabic: Story = {
  tags: ['rtl'],
  parameters: { lms: { language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'تمّ استلام الدفع' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ابدأ الدورة' })).toBeVisible();
  },
};
