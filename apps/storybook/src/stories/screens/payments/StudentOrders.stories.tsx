import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { seeded } from '../../../story-app/with-lms';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { waitForLanguage, waitForRightToLeft } from '../../../story-app/play-helpers';
import { atViewport } from '../../../story-app/viewports';
import { retryAfterError } from '../../../story-app/retry-after-error';

const meta = {
  title: 'Screens/Payments/StudentOrders',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/student/orders', role: 'student' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const orderList = async (canvasElement: HTMLElement, name = 'Your orders') =>
  within(await within(canvasElement).findByRole('list', { name }));

/** One order of the list, found by its data attribute (a course may have several orders). */
const orderItem = (canvasElement: HTMLElement, orderId: string) => {
  const item = canvasElement.querySelector<HTMLElement>(`[data-order-id="${orderId}"]`);
  if (item === null) throw new Error(`No order ${orderId} in the list`);
  return within(item);
};

/**
 * The demo student's orders, newest first: a checkout not paid yet, a declined and a cancelled one, a paid order
 * with a coupon, and a refunded one; each with its course, date, amount, coupon and status.
 */
export const Loaded: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Purchases' })).toBeVisible();
    const list = await orderList(canvasElement);
    await expect(list.getAllByRole('listitem').map((item) => item.getAttribute('data-order-id'))).toEqual([
      seeded(context, '{order:pending}'),
      seeded(context, '{order:declined}'),
      seeded(context, '{order:cancelled}'),
      seeded(context, '{order:paid}'),
      seeded(context, '{order:refunded}'),
    ]);
    await expect(canvas.getByText('5 orders, newest first.')).toBeVisible();

    const paid = orderItem(canvasElement, seeded(context, '{order:paid}'));
    await expect(paid.getByRole('link', { name: 'Spreadsheet Analysis' })).toHaveAttribute(
      'href',
      seeded(context, '/courses/{course:spreadsheets}'),
    );
    await expect(paid.getByText('Oct 5, 2026')).toBeVisible();
    await expect(paid.getByText('€23.20')).toBeVisible();
    await expect(paid.getByText('WELCOME20')).toBeVisible();
    await expect(paid.getByText('Paid')).toBeVisible();
    await expect(paid.getByRole('link', { name: 'View receipt for Spreadsheet Analysis' })).toHaveAttribute(
      'href',
      seeded(context, '/payment/success?order={order:paid}'),
    );

    const pending = orderItem(canvasElement, seeded(context, '{order:pending}'));
    await expect(pending.getByText('Pending')).toBeVisible();
    await expect(
      pending.getByRole('link', { name: 'Continue payment for Photography: Seeing the Light' }),
    ).toHaveAttribute('href', seeded(context, '/payment/{course:photography}?order={order:pending}'));

    const refunded = orderItem(canvasElement, seeded(context, '{order:refunded}'));
    await expect(refunded.getByText('$25.00')).toBeVisible();
    await expect(refunded.getByText('Refunded')).toBeVisible();
    await expect(refunded.getByText('Refunded on Jun 5, 2026.')).toBeVisible();

    const declined = orderItem(canvasElement, seeded(context, '{order:declined}'));
    await expect(declined.getByText('Not paid: no money was taken.')).toBeVisible();
    await expect(declined.queryByRole('link', { name: /receipt|Continue/ })).toBeNull();
  },
};

/**
 * Each status looks its own (fill, border and colour together), so paid, failed, refunded and pending orders never
 * look alike at a glance; the word inside still says it, and axe checks every pill's contrast.
 */
async function expectStatusesLookApart(canvasElement: HTMLElement) {
  await orderList(canvasElement);
  const looks = ['paid', 'failed', 'refunded', 'pending', 'cancelled'].map((status) => {
    const pill = canvasElement.querySelector(`.lms-order-badge--${status}`);
    if (pill === null) throw new Error(`No ${status} order in the list`);
    const style = getComputedStyle(pill);
    return [style.backgroundColor, style.borderTopColor, style.borderTopStyle, style.color].join(' ');
  });
  await expect(new Set(looks).size).toBe(looks.length);
}

export const StatusesLookApart: Story = {
  play: async ({ canvasElement }) => expectStatusesLookApart(canvasElement),
};

/** The same in the dark theme, at a phone's width. */
export const StatusesLookApartDark: Story = {
  globals: { theme: 'dark', ...atViewport('mobile') },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.lms-root')).toHaveAttribute('data-lms-theme', 'dark');
    await expectStatusesLookApart(canvasElement);
  },
};

/** Main flow: the account menu leads to Purchases, and a paid order's receipt opens from there. */
export const FromAccountMenuToReceipt: Story = {
  parameters: { lms: { route: '/student/dashboard' } },
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    // As a person would: the dashboard has shown before the menu is used. (A page still downloading when the
    // click's act() scope renders it suspends inside that scope, and React never resumes it in a test.)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your dashboard' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: /^Account of / }));
    // The menu opens in the library's portal container, inside the canvas.
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Purchases' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Purchases' })).toBeVisible();
    await orderList(canvasElement);
    await userEvent.click(
      orderItem(canvasElement, seeded(context, '{order:paid}')).getByRole('link', {
        name: 'View receipt for Spreadsheet Analysis',
      }),
    );
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
    const receipt = within(canvas.getByRole('region', { name: 'Receipt' }));
    await expect(receipt.getByText(seeded(context, '{order:paid}'))).toBeVisible();
    await expect(receipt.getByText('Coupon WELCOME20')).toBeVisible();
  },
};

/** A checkout left unpaid: Continue payment goes back to the payment page of that course. */
export const ContinuePayment: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await orderList(canvasElement);
    await userEvent.click(
      orderItem(canvasElement, seeded(context, '{order:pending}')).getByRole('link', {
        name: /^Continue payment for/,
      }),
    );
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Pay €19.00' })).toBeVisible();
  },
};

/** Nothing bought yet: says so, with the way to the catalogue. */
export const Empty: Story = {
  parameters: { lms: { state: 'empty' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No purchases yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
  },
};

export const Loading: Story = {
  parameters: { lms: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const ErrorThenRetry: Story = {
  parameters: { lms: { state: 'error', error: 'functions/unavailable' } },
  play: async (context) => {
    await retryAfterError(context, {
      title: 'Your purchases could not be loaded',
      loaded: async () => {
        await orderList(context.canvasElement);
      },
    });
  },
};

/** On a phone each order stacks: the facts wrap under the title, the action under them. */
export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async (context) => {
    const { canvasElement } = context;
    await orderList(canvasElement);
    const paid = orderItem(canvasElement, seeded(context, '{order:paid}'));
    const link = paid.getByRole('link', { name: 'View receipt for Spreadsheet Analysis' });
    await expect(link).toBeVisible();
    const title = paid.getByRole('heading', { level: 2 }).getBoundingClientRect();
    await expect(link.getBoundingClientRect().top).toBeGreaterThan(title.bottom);
    // Nothing wider than the screen: no sideways scrolling.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const French: Story = {
  parameters: { lms: { language: 'fr-FR' } },
  play: async (context) => {
    const { canvasElement } = context;
    await waitForLanguage(canvasElement, 'fr-FR');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Achats' })).toBeVisible();
    await orderList(canvasElement, 'Vos commandes');
    const paid = orderItem(canvasElement, seeded(context, '{order:paid}'));
    await expect(paid.getByText(/^23,20\s€$/)).toBeVisible();
    await expect(paid.getByText('Payée')).toBeVisible();
    await expect(paid.getByRole('link', { name: 'Voir le reçu de Spreadsheet Analysis' })).toBeVisible();
  },
};

/** Arabic mirrors the list; English course titles keep their own direction. */
export const RightToLeft: Story = {
  tags: ['rtl'],
  parameters: { lms: { language: 'ar' } },
  play: async (context) => {
    const { canvasElement } = context;
    await waitForRightToLeft(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'المشتريات' })).toBeVisible();
    await orderList(canvasElement, 'طلباتك');
    const paid = orderItem(canvasElement, seeded(context, '{order:paid}'));
    await expect(paid.getByText('مدفوع')).toBeVisible();
    const title = paid.getByRole('link', { name: 'Spreadsheet Analysis' });
    await expect(getComputedStyle(title).direction).toBe('ltr');
    await expect(paid.getByRole('link', { name: 'عرض الإيصال لـ Spreadsheet Analysis' })).toBeVisible();
  },
};
