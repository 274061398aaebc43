import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createRouteTable } from '@lms/core';
import { AdminLayout } from '@lms/react';
import { atViewport } from '../../story-app/viewports';
import { PageBody } from './PageBody';
import { waitForRightToLeft } from '../../story-app/play-helpers';

const routes = createRouteTable({ productNoun: 'course' });
/** The admin sections the side navigation lists: every admin-layout route but the /admin redirect. */
const ADMIN_SECTIONS = routes.routes.filter(
  (route) => route.layout === 'admin' && route.redirectTo === undefined,
);

const meta = {
  title: 'Layouts/AdminLayout',
  component: AdminLayout,
  tags: ['autodocs'],
  args: { children: <PageBody heading="Users" /> },
  parameters: { lms: { role: 'admin', path: '/admin/users' } },
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The side navigation lists every admin section of the route table and marks the current one. */
export const AdminNavigation: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Administration' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      ADMIN_SECTIONS.map((route) => route.path),
    );
    await expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  },
};

export const OnMobile: Story = { globals: atViewport('mobile') };

export const LongPage: Story = { args: { children: <PageBody heading="Analytics" paragraphs={20} /> } };

export const RightToLeft: Story = {
  tags: ['rtl'],
  parameters: { lms: { role: 'admin', path: '/admin/users', language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
  },
};
