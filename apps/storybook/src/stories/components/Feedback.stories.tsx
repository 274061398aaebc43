import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, Spinner } from '@lms/react';
import { waitForLanguage } from '../../story-app/play-helpers';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An indeterminate progress indicator, named "Loading" in the reader's language unless told otherwise. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Small: Story = { args: { size: 'small' } };

export const CustomLabel: Story = {
  args: { label: 'Uploading your picture' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Uploading your picture' }),
    ).toBeVisible();
  },
};

/** The label follows the language: French readers hear it in French. */
export const French: Story = {
  parameters: { lms: { language: 'fr-FR' } },
  play: async ({ canvasElement }) => {
    await waitForLanguage(canvasElement, 'fr-FR');
    // The French messages load on demand, so the name changes once they have arrived.
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Chargement' })).toBeVisible();
  },
};

/** Skeletons are shaped like the content that loads and hidden from assistive technology. */
export const SkeletonCard: Story = {
  render: () => (
    <div style={{ maxWidth: 320 }}>
      <Skeleton withMedia lines={3} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('.lms-skeleton');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton?.querySelectorAll('.lms-skeleton__line')).toHaveLength(3);
    await expect(skeleton?.querySelector('.lms-skeleton__media')).not.toBeNull();
  },
};

export const SkeletonText: Story = {
  render: () => <Skeleton lines={6} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.lms-skeleton__line')).toHaveLength(6);
  },
};
