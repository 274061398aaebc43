import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from '@lms/react';
import { atViewport } from '../../story-app/viewports';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { label: 'Email address', name: 'email', type: 'email', autoComplete: 'email' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'sam@example.com');
    await expect(input).toHaveValue('sam@example.com');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** The description is read out with the field (aria-describedby). */
export const WithDescription: Story = {
  args: { description: 'We send your receipts to this address.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAccessibleDescription('We send your receipts to this address.');
  },
};

/** An error marks the field invalid and is announced with it, after the description. */
export const WithError: Story = {
  args: {
    description: 'We send your receipts to this address.',
    error: 'Enter a valid email address, for example name@example.com.',
    defaultValue: 'sam@',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'We send your receipts to this address. Enter a valid email address, for example name@example.com.',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email address' })).toBeRequired();
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'sam@example.com' } };

export const LongLabelOnMobile: Story = {
  args: {
    label: 'The e-mail address at which you would like to receive receipts, reminders and certificates',
    error: 'This e-mail address is already used by another account. Sign in instead, or use another address.',
  },
  globals: atViewport('mobile'),
};
