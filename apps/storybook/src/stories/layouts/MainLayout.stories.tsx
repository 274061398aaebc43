import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MainLayout } from '@lms/react';
import { atViewport } from '../../story-app/viewports';
import { PageBody } from './PageBody';
import { waitForRightToLeft } from '../../story-app/play-helpers';
import { waitForLanguage } from '../../story-app/play-helpers';

const meta = {
  title: 'Layouts/MainLayout',
  component: MainLayout,
  tags: ['autodocs'],
  args: { children: <PageBody /> },
} satisfies Meta<typeof MainLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor sees the catalogue and support links and is offered to sign in or sign up. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Courses' })).toBeVisible();
    await expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  },
};

/** The site's logo (settings, site section) before its name; the home link is still named by the site's name. */
export const WithLogo: Story = {
  parameters: {
    lms: {
      logoUrl:
        "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='14' fill='%23f57c00'/%3E%3C/svg%3E",
    },
  },
  play: async ({ canvasElement }) => {
    const home = within(canvasElement).getByRole('link', { name: 'Learnwell home' });
    const logo = home.querySelector('img.lms-header__logo');
    await expect(logo).not.toBeNull();
    await expect(logo).toHaveAttribute('alt', '');
    await waitFor(() => expect((logo as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

/** A student also reaches the dashboard and their courses; there is no administration link. */
export const Student: Story = {
  parameters: { lms: { role: 'student' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(await within(nav).findByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/student/dashboard',
    );
    await expect(within(nav).getByRole('link', { name: 'My courses' })).toHaveAttribute(
      'href',
      '/student/courses',
    );
    await expect(within(nav).queryByRole('link', { name: 'Administration' })).not.toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'Account of Sam Student' })).toBeVisible();
  },
};

/** An admin (admin claim on the ID token) gets the administration link as well. */
export const Admin: Story = {
  parameters: { lms: { role: 'admin' } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(await within(nav).findByRole('link', { name: 'Administration' })).toHaveAttribute(
      'href',
      '/admin/courses',
    );
  },
};

/** The account menu: profile and sign out; signing out turns the header back to the visitor's links. */
export const AccountMenuSignOut: Story = {
  parameters: { lms: { role: 'student' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Account of Sam Student' }));
    const menu = await canvas.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Sign in' })).toBeVisible());
    await expect(canvas.queryByRole('button', { name: /Account of/ })).not.toBeInTheDocument();
  },
};

/** The current page is marked for assistive technology (aria-current). */
export const CurrentPage: Story = {
  parameters: { lms: { role: 'student', path: '/student/courses' } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(await within(nav).findByRole('link', { name: 'My courses' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  },
};

/** The skip link is the first thing the keyboard reaches and jumps past the header. */
export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const skip = within(canvasElement).getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip.getAttribute('href')).toBe(`#${canvasElement.querySelector('main')?.id}`);
  },
};

export const StudentOnMobile: Story = {
  parameters: { lms: { role: 'student' } },
  globals: atViewport('mobile'),
};

export const SignedOutOnMobile: Story = { globals: atViewport('mobile') };

export const LongContent: Story = {
  parameters: { lms: { role: 'student', content: 'long' } },
  args: { children: <PageBody heading="A page with a lot to read" paragraphs={20} /> },
};

export const French: Story = {
  parameters: { lms: { role: 'admin', language: 'fr-FR' } },
  play: async ({ canvasElement }) => {
    await waitForLanguage(canvasElement, 'fr-FR');
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Compte de Ada Admin' }),
    ).toBeVisible();
  },
};

/** Arabic: the layout mirrors (dir="rtl" on the library's root). */
export const RightToLeft: Story = {
  tags: ['rtl'],
  parameters: { lms: { role: 'student', language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
  },
};
