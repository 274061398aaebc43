import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TEXTAREA_DEFAULT_ROWS } from '@lms/core';
import { Textarea } from '@lms/react';

const meta = {
  title: 'Components/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { label: 'Your question', name: 'question' },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec section 9: a textarea has 6 rows unless told otherwise. */
export const DefaultRows: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Your question' });
    await expect(TEXTAREA_DEFAULT_ROWS).toBe(6);
    await expect(textarea).toHaveAttribute('rows', String(TEXTAREA_DEFAULT_ROWS));
    await userEvent.type(textarea, 'First line{enter}Second line');
    await expect(textarea).toHaveValue('First line\nSecond line');
  },
};

export const CustomRows: Story = {
  args: { rows: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('rows', '3');
  },
};

export const WithDescriptionAndError: Story = {
  args: {
    description: 'Tell us what you tried and what happened.',
    error: 'Write at least a few words so we can help.',
  },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Your question' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription(
      'Tell us what you tried and what happened. Write at least a few words so we can help.',
    );
  },
};

export const LongContent: Story = {
  args: {
    defaultValue: Array.from({ length: 12 }, (_, line) => `Line ${line + 1} of a long message.`).join('\n'),
  },
};
