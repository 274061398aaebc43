import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlankLayout } from '@lms/react';
import { PageBody } from './PageBody';

const meta = {
  title: 'Layouts/BlankLayout',
  component: BlankLayout,
  tags: ['autodocs'],
  args: { children: <PageBody heading="Step 2: plan your first week" /> },
  parameters: { lms: { role: 'student' } },
} satisfies Meta<typeof BlankLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The action plan's layout: the page alone, no header or navigation (it is often shown inside a frame). */
export const PageAlone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('heading', { level: 1 }));
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};
