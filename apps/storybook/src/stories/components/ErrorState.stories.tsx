import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ERROR_MESSAGES, GENERIC_ERROR_MESSAGE, LmsError } from '@lms/core';
import { ErrorState } from '@lms/react';
import { waitForLanguage } from '../../story-app/play-helpers';

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { error: new LmsError('functions/unavailable', 'upstream 503 from the functions host') },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The catalogue's sentence for the code is shown; the developer message never reaches the screen. */
export const KnownCode: Story = {
  args: { title: 'The courses could not be loaded' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(ERROR_MESSAGES['functions/unavailable']);
    await expect(alert).not.toHaveTextContent('upstream 503');
  },
};

/** Anything that is not a catalogue error gets the generic sentence. */
export const UnknownError: Story = {
  args: { error: new TypeError("Cannot read properties of undefined (reading 'map')") },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(GENERIC_ERROR_MESSAGE);
  },
};

const onRetry = fn();

export const WithRetry: Story = {
  args: { title: 'Your enrolments could not be loaded', onRetry },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Spec section 8's sentence for a provider clash, word for word. */
export const AccountExistsWithDifferentCredential: Story = {
  args: { error: new LmsError('auth/account-exists-with-different-credential') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'An account already exists with the same email address but different sign-in credentials. Sign in using the provider associated with this email address.',
    );
  },
};

export const French: Story = {
  args: { onRetry: fn() },
  parameters: { lms: { language: 'fr-FR' } },
  play: async ({ canvasElement }) => {
    await waitForLanguage(canvasElement, 'fr-FR');
    await expect(await within(canvasElement).findByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};
