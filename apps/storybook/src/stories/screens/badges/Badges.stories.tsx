import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { waitForRightToLeft } from '../../../story-app/play-helpers';
import { atViewport } from '../../../story-app/viewports';

// The learner's badge page, the public badge page (signed out) and their states. The awards are the demo set's
// (seed/badges): the student's Accessibility champion badge earned by completing the course (valid 24 months, an
// SVG picture), a Workshop helper badge awarded by hand and revoked, a First aid refresher badge (a PNG picture)
// that expired on 3 August 2026, and Lee's Workshop helper badge.
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
    await expect(canvas.getByText('Valid until')).toBeVisible();
    // An SVG picture is baked as SVG only, and the page says why.
    await expect(canvas.getByRole('button', { name: 'Download badge image (SVG)' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Download badge image (PNG)' })).toBeNull();
    await expect(canvas.getByText(/its image downloads as SVG only/)).toBeVisible();
  },
};

/** An expired badge says so first, with its end date; its PNG picture can be downloaded baked as PNG or SVG. */
export const Expired: Story = {
  parameters: { lms: { route: '/student/badges/{badge:expired}' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('note', {}, { timeout: 15_000 })).toHaveTextContent(
      'This badge expired on Aug 3, 2026.',
    );
    await expect(canvas.getByText('Expired', { selector: '.lms-badge-status' })).toBeVisible();
    await expect(canvas.getByText('Expired', { selector: 'dt' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download badge image (PNG)' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Download badge image (SVG)' })).toBeEnabled();
    await expect(canvas.queryByText(/downloads as SVG only/)).toBeNull();
  },
};

/** The expiry date in the learner's language. */
export const ExpiredInFrench: Story = {
  parameters: { lms: { route: '/student/badges/{badge:expired}', language: 'fr-FR' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The learner's language preference switches the page to French once their user document is read.
    await expect(
      await canvas.findByText(/Ce badge a expiré le 3 août 2026\./, {}, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Télécharger l’image du badge (PNG)' })).toBeVisible();
  },
};

export const ExpiredPhone: Story = {
  globals: atViewport('mobile'),
  parameters: { lms: { route: '/student/badges/{badge:expired}' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'button',
        { name: 'Download badge image (PNG)' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
  },
};

/** The baked image holds the signed credential: without a signer in the story host, it says so clearly. */
export const DownloadImageWithoutSigner: Story = {
  parameters: { lms: { route: '/student/badges/{badge:expired}' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Download badge image (PNG)' }, { timeout: 15_000 }),
    );
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(
        "Badge credentials cannot be signed here: download it from the platform's server.",
      ),
    ).toBeVisible();
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

/** Signed out: an expired badge says it expired, and when. */
export const PublicExpired: Story = {
  parameters: { lms: { route: '/badges/{badgeCode:expired}', role: 'signed-out' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This badge has expired.', {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('First aid refresher')).toBeVisible();
    await expect(canvas.getByText('Expired', { selector: 'dt' })).toBeVisible();
    await expect(canvas.getByText('Aug 3, 2026')).toBeVisible();
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
    await expect(section.getByText(/Valid until/)).toBeVisible();
    await expect(section.getByText('Awarded May 3, 2026 · Expired Aug 3, 2026')).toBeVisible();
  },
};
