import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminLayout } from '@lms/react';
import { atViewport } from '../../story-app/viewports';
import { PageBody } from './PageBody';
import { waitForRightToLeft } from '../../story-app/play-helpers';

/** The admin sections the side navigation lists: those with a screen (sections not built yet are left out). */
const ADMIN_SECTION_PATHS = [
  '/admin/courses',
  '/admin/coupons',
  '/admin/orders',
  '/admin/users',
  '/admin/surveys',
  '/admin/survey-errors',
  '/admin/reports',
  '/admin/support-requests',
  '/admin/settings',
  '/admin/audit-log',
  '/admin/certificates',
  '/admin/badges',
  '/admin/test',
];

const meta = {
  title: 'Layouts/AdminLayout',
  component: AdminLayout,
  tags: ['autodocs'],
  args: { children: <PageBody heading="Orders" /> },
  parameters: { lms: { role: 'admin', path: '/admin/orders' } },
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The side navigation lists the admin sections that have a screen and marks the current one. */
export const AdminNavigation: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Administration' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(ADMIN_SECTION_PATHS);
    await expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  },
};

export const OnMobile: Story = { globals: atViewport('mobile') };

export const LongPage: Story = { args: { children: <PageBody heading="Reports" paragraphs={20} /> } };

export const RightToLeft: Story = {
  tags: ['rtl'],
  parameters: { lms: { role: 'admin', path: '/admin/orders', language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
  },
};
