import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { waitForRightToLeft } from '../../../story-app/play-helpers';
import { atViewport } from '../../../story-app/viewports';

// The learner's badge page, the public badge page (signed out) and their states. The awards are the demo set's
// (seed/badges): the student's Accessibility champion badge earned by completing the course, a Workshop helper badge
// awarded by hand and revoked, and Lee's Workshop helper badge.
const meta = {
  title: 'Screens/Badges',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/student/badges/{badge:valid}', role: 'student' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The badge, its criteria, the public link and Download credential. */
export const Badge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      // The first story of the file waits for the demo set to be seeded in the page.
      await canvas.findByRole('heading', { level: 1, name: 'Accessibility champion' }),
    ).toBeVisible();
    await expect(canvas.getByText('Valid', { selector: '.lms-badge-status' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Badge: Accessibility champion' })).toBeVisible();
    await expect(canvas.getByText('Complete every lesson of Web Accessibility.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /\/badges\/[0-9a-f]{32}$/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download credential (JSON)' })).toBeEnabled();
  },
};

/**
 * The story host (the domain on sql.js in the page) has no credential signer (the server's host port): the download
 * is refused with a clear message rather than a broken file.
 */
export const DownloadWithoutSigner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Download credential (JSON)' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(
        "Badge credentials cannot be signed here: download it from the platform's server.",
      ),
    ).toBeVisible();
  },
};

/** A revoked badge says so first, with the date and the admin's reason. */
export const Revoked: Story = {
  parameters: { lms: { route: '/student/badges/{badge:revoked}' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('note')).toHaveTextContent(
      /was revoked on Jun 10, 2026: Awarded to the wrong learner/,
    );
    await expect(canvas.getByText('Revoked', { selector: '.lms-badge-status' })).toBeVisible();
  },
};

/** Another learner's award id reads as missing: ids reveal nothing. */
export const NotYours: Story = {
  parameters: { lms: { route: '/student/badges/{badge:other}' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'This badge could not be loaded.' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { lms: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { lms: { state: 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'This badge could not be loaded.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const InArabic: Story = {
  parameters: { lms: { language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
    await expect(
      await within(canvasElement).findByRole('button', { name: 'تنزيل بيانات الاعتماد (JSON)' }),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  ...atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Download credential (JSON)' }),
    ).toBeVisible();
  },
};

/** Signed out, from the shared link: the badge is valid. */
export const PublicValid: Story = {
  parameters: { lms: { route: '/badges/{badgeCode:valid}', role: 'signed-out' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This badge is valid.')).toBeVisible();
    await expect(canvas.getByText('Accessibility champion')).toBeVisible();
    await expect(canvas.getByText('Sam Student')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Credential (JSON)' })).toBeVisible();
  },
};

/** Signed out: a revoked badge says revoked, with the date. */
export const PublicRevoked: Story = {
  parameters: { lms: { route: '/badges/{badgeCode:revoked}', role: 'signed-out' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This badge was revoked.')).toBeVisible();
    await expect(canvas.getByText('Workshop helper')).toBeVisible();
  },
};

/** Signed out: an unknown code is not found. */
export const PublicUnknown: Story = {
  parameters: { lms: { route: `/badges/${'f'.repeat(32)}`, role: 'signed-out' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'This badge could not be found.' }),
    ).toBeVisible();
  },
};

/** The student's badges on the dashboard, each leading to its page. */
export const OnTheDashboard: Story = {
  parameters: { lms: { route: '/student/dashboard' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Your badges' });
    const section = within(heading.closest('section') as HTMLElement);
    await expect(section.getByRole('link', { name: 'Accessibility champion' })).toBeVisible();
    await expect(section.getByRole('link', { name: 'Workshop helper' })).toBeVisible();
  },
};
