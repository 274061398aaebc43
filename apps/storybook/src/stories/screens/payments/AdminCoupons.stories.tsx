import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { waitForRightToLeft } from '../../../story-app/play-helpers';
import { atViewport } from '../../../story-app/viewports';
import { retryAfterError } from '../../../story-app/retry-after-error';

const meta = {
  title: 'Screens/Admin/Coupons',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/admin/coupons', role: 'admin' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('table'));
const rowOf = async (canvasElement: HTMLElement, code: string) =>
  within(await (await table(canvasElement)).findByRole('row', { name: new RegExp(`^${code}\\b`) }));

/** Every coupon with its discount, dates, uses against limits, courses and whether it works now. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    const welcome = within(await rows.findByRole('row', { name: /^WELCOME20/ }));
    await expect(welcome.getByText('20% off')).toBeVisible();
    // Real uses: the one paid order that used it (the seed's orders, not a number written down).
    await expect(welcome.getByText('1 of 500')).toBeVisible();
    await expect(welcome.getByText('Active')).toBeVisible();
    const five = await rowOf(canvasElement, 'FIVEOFF');
    await expect(five.getByText('€5.00 off')).toBeVisible();
    // Its two courses (in the order the domain keeps them).
    const courses = await five.findByText(/Photography: Seeing the Light/);
    await expect(courses).toHaveTextContent('Spreadsheet Analysis');
    await expect((await rowOf(canvasElement, 'SPRING10')).getByText('Expired')).toBeVisible();
    await expect((await rowOf(canvasElement, 'LAUNCH50')).getByText('Inactive')).toBeVisible();
    const vip = await rowOf(canvasElement, 'VIP1');
    await expect(vip.getByText('Used up')).toBeVisible();
    await expect(vip.getByText('1 of 1')).toBeVisible();
    await expect((await rowOf(canvasElement, 'NEWYEAR27')).getByText('Not started')).toBeVisible();
  },
};

/** Nothing yet: says what coupons are for and offers to create the first. */
export const Empty: Story = {
  parameters: { lms: { state: 'empty' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No coupons yet' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'New coupon' })).toHaveLength(2);
  },
};

/** Many coupons: pages of 20 with the position. */
export const Many: Story = {
  parameters: { lms: { content: 'long' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await expect(canvas.getByText('37 coupons')).toBeVisible();
    const pages = within(canvas.getByRole('navigation', { name: 'Pages' }));
    await expect(pages.getByText('Page 1 of 2')).toBeVisible();
    await userEvent.click(pages.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(pages.getByText('Page 2 of 2')).toBeVisible());
  },
};

/** Search by code (any letter case); no match says so and offers the whole list again. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by code' }), 'welc{Enter}');
    await waitFor(() => expect(canvas.getByText('1 coupon')).toBeVisible());
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search by code' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by code' }), 'zzz{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'No coupon matches' })).toBeVisible();
  },
};

/** The create dialog, open and empty. */
export const CreateDialogOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New coupon' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'New coupon' }));
    await expect(dialog.getByRole('textbox', { name: 'Code' })).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Discount type' })).toHaveValue('percent');
  },
};

/** Main flow: a fixed-amount coupon for some courses, with a per-student limit; it appears in the list. */
export const CreateCoupon: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New coupon' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'New coupon' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Code' }), 'winter-5');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Discount type' }), 'fixed');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Amount off' }), '5');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Currency' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Currency' }), 'EUR');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Maximum uses per student' }), '1');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Applies to' }), 'some');
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Photography: Seeing the Light' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create coupon' }));
    const row = await rowOf(canvasElement, 'WINTER-5');
    await expect(row.getByText('€5.00 off')).toBeVisible();
    await expect(await canvas.findByText('Coupon WINTER-5 created.')).toBeVisible();
  },
};

/** Mistakes are said on each field, and a code another coupon has (in any case) is refused on the code. */
export const CreateWithMistakes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New coupon' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'New coupon' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Percentage off' }), '150');
    await userEvent.click(dialog.getByRole('button', { name: 'Create coupon' }));
    await expect(dialog.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(
      expect.stringContaining('Use 3 to 40 letters'),
    );
    await expect(dialog.getByRole('textbox', { name: 'Percentage off' })).toHaveAccessibleDescription(
      expect.stringContaining('Enter a percentage from 0.01 to 100'),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Code' }), 'welcome20');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Percentage off' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Percentage off' }), '15');
    await userEvent.click(dialog.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(
        expect.stringContaining('Another coupon already has this code'),
      ),
    );
  },
};

/** The edit dialog holds the coupon's values; saving changes the row. */
export const EditDialogOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit WELCOME20' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit coupon WELCOME20' }));
    const percent = dialog.getByRole('textbox', { name: 'Percentage off' });
    await expect(percent).toHaveValue('20');
    await expect(dialog.getByRole('textbox', { name: 'Maximum uses in total' })).toHaveValue('500');
    await userEvent.clear(percent);
    await userEvent.type(percent, '25');
    await userEvent.click(dialog.getByRole('button', { name: 'Save coupon' }));
    await expect(await (await rowOf(canvasElement, 'WELCOME20')).findByText('25% off')).toBeVisible();
  },
};

/** Deactivating asks first, saying what happens to checkouts already started. */
export const DeactivateDialogOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate WELCOME20' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Deactivate WELCOME20?' });
    await expect(dialog).toHaveTextContent('Checkouts already started with it can still be paid.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await expect(await (await rowOf(canvasElement, 'WELCOME20')).findByText('Inactive')).toBeVisible();
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
      title: 'The coupons could not be loaded',
      loaded: async () => {
        await table(context.canvasElement);
      },
    });
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'New coupon' })).toBeVisible();
  },
};

/** Arabic mirrors the list and the dialog. */
export const Arabic: Story = {
  tags: ['rtl'],
  parameters: { lms: { language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'القسائم' })).toBeVisible();
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'قسيمة جديدة' }));
    await expect(await canvas.findByRole('dialog', { name: 'قسيمة جديدة' })).toBeVisible();
  },
};
