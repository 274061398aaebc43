import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { notificationDefaults } from '@lms/core';
import { Button, useNotify, type NotificationKind } from '@lms/react';
import { waitForLanguage } from '../../story-app/play-helpers';

const MESSAGES: Record<NotificationKind, string> = {
  positive: 'Your profile was saved.',
  info: 'A new version of this course is available.',
  warning: 'Your session ends in 5 minutes.',
  negative: 'The payment could not be completed.',
};

/** Buttons that raise each kind of notification through useNotify, as screens do. */
function NotificationDemo() {
  const notify = useNotify();
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      {(Object.keys(MESSAGES) as NotificationKind[]).map((kind) => (
        <Button key={kind} variant="secondary" onClick={() => notify({ kind, message: MESSAGES[kind] })}>
          Show {kind}
        </Button>
      ))}
      <Button
        variant="secondary"
        onClick={() =>
          notify({ kind: 'positive', title: 'Enrolled', message: 'You can start the first lesson now.' })
        }
      >
        Show with title
      </Button>
    </div>
  );
}

const meta = {
  title: 'Components/Notifications',
  component: NotificationDemo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NotificationDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec section 9: notifications close with a button labelled "Close notification", or after 5000 ms. */
export const ShowAndClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show positive' }));
    await expect(await canvas.findByText(MESSAGES.positive)).toBeVisible();
    await expect(notificationDefaults.closeLabel).toBe('Close notification');
    await userEvent.click(canvas.getByRole('button', { name: notificationDefaults.closeLabel }));
    await waitFor(() => expect(canvas.queryByText(MESSAGES.positive)).not.toBeInTheDocument());
  },
};

/** Every kind at once, stacked in the top-right notification area. */
export const EveryKind: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const kind of Object.keys(MESSAGES) as NotificationKind[]) {
      await userEvent.click(canvas.getByRole('button', { name: `Show ${kind}` }));
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Show with title' }));
    for (const message of Object.values(MESSAGES))
      await expect(await canvas.findByText(message)).toBeVisible();
    await expect(canvas.getByText('Enrolled')).toBeVisible();
    const viewport = canvasElement.querySelector('.lms-toast-viewport');
    await expect(viewport).not.toBeNull();
    // Top-right (spec section 9): the area hugs the top and the end edge of the page.
    const box = viewport!.getBoundingClientRect();
    await expect(box.top).toBeLessThan(window.innerHeight / 2);
    await expect(box.right).toBeGreaterThan(window.innerWidth / 2);
  },
};

/** Closed automatically after notificationDefaults.timeoutMs (5 s). */
export const ClosesByItself: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    await expect(await canvas.findByText(MESSAGES.info)).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(MESSAGES.info)).not.toBeInTheDocument());
  },
};

export const French: Story = {
  parameters: { lms: { language: 'fr-FR' } },
  play: async ({ canvasElement }) => {
    await waitForLanguage(canvasElement, 'fr-FR');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show warning' }));
    await expect(await canvas.findByRole('button', { name: 'Fermer la notification' })).toBeVisible();
  },
};
