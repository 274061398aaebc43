import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, EmptyState } from '@lms/react';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { title: 'No courses yet' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a list shows with nothing in it: says so, and what to do next. */
export const WithAction: Story = {
  args: {
    children: 'You are not enrolled in any course. Find one that suits you in the catalogue.',
    action: <Button>Browse the catalogue</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No courses yet' })).toBeVisible();
    await expect(canvas.getByText(/not enrolled in any course/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Browse the catalogue' })).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { title: 'No survey answers yet' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};
