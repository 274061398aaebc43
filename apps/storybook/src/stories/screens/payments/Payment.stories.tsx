import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STORY_COUPON_CODES } from '../../../seed';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { waitForLanguage, waitForRightToLeft } from '../../../story-app/play-helpers';
import { atViewport } from '../../../story-app/viewports';
import { storyApp } from '../../../story-app/with-lms';
import { retryAfterError } from '../../../story-app/retry-after-error';

const PHOTOGRAPHY = '/payment/{course:photography}';

const meta = {
  title: 'Screens/Payments/Payment',
  render: () => <AppAtRoute />,
  // A student with no enrolment buys "Photography: Seeing the Light" (EUR 19.00).
  parameters: { lms: { route: PHOTOGRAPHY, role: 'newcomer' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const couponField = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('textbox', { name: 'Coupon code' });

const summary = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Your order' }));

/**
 * The order at its list price, in the course's currency, with the pay button. The stories' back end takes payments
 * with the sandbox, so the checkout says "Test mode" above everything (as a server whose sandbox is on does).
 */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(canvas.getByText('Test mode.')).toBeVisible();
    await expect(
      canvas.getByText(/pay with the test card 4242 4242 4242 4242\. No money is taken\./),
    ).toBeVisible();
    await expect(
      summary(canvasElement).getByRole('rowheader', { name: 'Photography: Seeing the Light' }),
    ).toBeVisible();
    await expect(summary(canvasElement).getAllByText('€19.00')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Pay €19.00' })).toBeEnabled();
  },
};

/** Main flow: the code is checked once the student stops typing; the discount and the new total show at once. */
export const CouponValid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await couponField(canvasElement), 'welcome20');
    await expect(await canvas.findByText('Coupon WELCOME20 applied: 20% off.')).toBeVisible();
    await expect(summary(canvasElement).getByText('−€3.80')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay €15.20' })).toBeEnabled();
  },
};

/** A fixed amount, in the course's currency. */
export const CouponFixedAmount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await couponField(canvasElement), `${STORY_COUPON_CODES.fixed}{Enter}`);
    await expect(await canvas.findByText('Coupon FIVEOFF applied: €5.00 off.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay €14.00' })).toBeEnabled();
  },
};

/** An unknown code: the reason shows under the field, which is marked invalid; the price stays. */
export const CouponInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await couponField(canvasElement);
    await userEvent.type(field, 'NOSUCHCODE');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(
      await canvas.findByText('There is no coupon with this code. Check the spelling.'),
    ).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Pay €19.00' })).toBeEnabled();
  },
};

/** An expired coupon is refused with its reason. */
export const CouponExpired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await couponField(canvasElement), `${STORY_COUPON_CODES.expired}{Enter}`);
    await expect(await canvas.findByText('This coupon has expired.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay €19.00' })).toBeEnabled();
  },
};

/** A deactivated coupon is refused with its reason. */
export const CouponInactive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await couponField(canvasElement), `${STORY_COUPON_CODES.inactive}{Enter}`);
    await expect(await canvas.findByText('This coupon is no longer active.')).toBeVisible();
  },
};

/** A coupon for the whole price: no provider; Enrol for free lands on the success page with the receipt. */
export const FreeAfterCoupon: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await couponField(canvasElement), STORY_COUPON_CODES.free);
    await expect(
      await canvas.findByText('Your coupon covers the whole price: no payment is needed.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Enrol for free' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'You are enrolled' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start the course' })).toBeVisible();
  },
};

/** Pay opens the provider's page (the sandbox page of the server; Storybook records it instead of leaving). */
export const PayOpensCheckout: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.type(await couponField(context.canvasElement), 'WELCOME20');
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay €15.20' }));
    await expect(await canvas.findByText('Taking you to the payment page…')).toBeVisible();
    const { leftFor } = storyApp(context);
    await waitFor(() => expect(leftFor).toHaveLength(1));
    await expect(new URL(leftFor[0] ?? '').pathname).toMatch(/^\/payments\/sandbox\/[0-9a-f-]{36}$/);
  },
};

/** Back from a declined card: said plainly, nothing was taken, and the student can pay again. */
export const BackFromDeclinedCard: Story = {
  parameters: {
    lms: { route: '/payment/{course:finance}?order={order:declined}', role: 'student' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('no money was taken');
    await expect(canvas.getByRole('button', { name: 'Pay $25.00' })).toBeEnabled();
  },
};

/** A student who already has the course is offered to open it. */
export const AlreadyEnrolled: Story = {
  parameters: { lms: { route: '/payment/{course:spreadsheets}', role: 'student' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'You already have this course' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the course' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { lms: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Loading your order' }),
    ).toBeVisible();
  },
};

/** The quote cannot be had: explained, with Try again. */
export const ErrorThenRetry: Story = {
  parameters: { lms: { state: 'error', error: 'functions/unavailable' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await retryAfterError(context, {
      title: 'This course cannot be bought right now',
      loaded: async () => {
        await expect(await canvas.findByRole('button', { name: 'Pay €19.00' })).toBeVisible();
      },
    });
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await userEvent.type(await couponField(canvasElement), 'WELCOME20');
    await expect(await within(canvasElement).findByRole('button', { name: 'Pay €15.20' })).toBeVisible();
    await expect(within(canvasElement).getByText('Test mode.')).toBeVisible();
  },
};

export const French: Story = {
  parameters: { lms: { language: 'fr-FR' } },
  play: async ({ canvasElement }) => {
    await waitForLanguage(canvasElement, 'fr-FR');
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Code du coupon' }),
      STORY_COUPON_CODES.expired,
    );
    await expect(await canvas.findByText('Ce coupon a expiré.')).toBeVisible();
    await expect(canvas.getByText('Mode test.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Payer 19,00/ })).toBeVisible();
  },
};

/** Arabic mirrors the page; the refusal reads in Arabic; the course title keeps its own direction. */
export const Arabic: Story = {
  tags: ['rtl'],
  parameters: { lms: { language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'الدفع' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'رمز القسيمة' }), STORY_COUPON_CODES.expired);
    await expect(await canvas.findByText('انتهت صلاحية هذه القسيمة.')).toBeVisible();
    await expect(canvas.getByText('وضع الاختبار.')).toBeVisible();
    const title = canvas.getByRole('rowheader', { name: 'Photography: Seeing the Light' });
    await expect(getComputedStyle(title).direction).toBe('ltr');
  },
};
