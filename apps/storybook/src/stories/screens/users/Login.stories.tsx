import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ERROR_MESSAGES } from '@lms/core';
import { STORY_ACCOUNTS } from '../../../seed';
import { passwordOf } from '../../../story-app/story-operations';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { atViewport } from '../../../story-app/viewports';
import { waitForLanguage, waitForRightToLeft } from '../../../story-app/play-helpers';

const meta = {
  title: 'Screens/Users/Login',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/login' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function signIn(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Email address' }), email);
  await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
}

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    // The providers the back end offers arrive a moment later; their buttons show then.
    await expect(await canvas.findByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  },
};

/** Main flow: a student signs in and lands on the home page, signed in (guard rule 2). */
export const SignInAsStudent: Story = {
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, STORY_ACCOUNTS.student.email, passwordOf('student'));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Account of Sam Student' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Learn something new' })).toBeVisible();
  },
};

/** An admin goes to the admin area after signing in (guard rule 2). */
export const SignInAsAdmin: Story = {
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, STORY_ACCOUNTS.admin.email, passwordOf('admin'));
    const nav = await within(canvasElement).findByRole('navigation', { name: 'Administration' });
    await expect(within(nav).getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The page a visitor asked for before signing in opens afterwards (the redirect query). */
export const RedirectAfterSignIn: Story = {
  parameters: { lms: { route: '/login?redirect=%2Fprofile' } },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, STORY_ACCOUNTS.student.email, passwordOf('student'));
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Your profile' }),
    ).toBeVisible();
  },
};

/** Empty fields are explained next to each field, before anything is sent. */
export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter your email address.');
    await expect(email).toHaveFocus();
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveAccessibleDescription(
      ERROR_MESSAGES['auth/missing-password'],
    );
  },
};

/** A wrong password gets the same answer as an unknown address (auth/invalid-credential). */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, STORY_ACCOUNTS.student.email, 'not-the-password');
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(ERROR_MESSAGES['auth/invalid-credential']);
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

export const DisabledAccount: Story = {
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, STORY_ACCOUNTS.disabled.email, passwordOf('disabled'));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      ERROR_MESSAGES['auth/user-disabled'],
    );
  },
};

/** While the identity provider answers, the button is busy and a second submit is impossible. */
export const SigningIn: Story = {
  parameters: {
    lms: { state: 'slow', delayMs: 1500, stateScope: { areas: ['auth'], names: ['signInWithPassword'] } },
  },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, STORY_ACCOUNTS.student.email, passwordOf('student'));
    const button = within(canvasElement).getByRole('button', { name: /Sign in/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
  },
};

export const TooManyAttempts: Story = {
  parameters: {
    lms: {
      state: 'error',
      error: 'auth/too-many-requests',
      stateScope: { areas: ['auth'], names: ['signInWithPassword'] },
    },
  },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, STORY_ACCOUNTS.student.email, passwordOf('student'));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      ERROR_MESSAGES['auth/too-many-requests'],
    );
  },
};

/**
 * Issue 25: ten wrong passwords from one address pause password sign-in for that account there (the domain's
 * limit, counted for real); the page says why, for how long, and that the e-mailed link still works.
 */
export const PausedAfterWrongPasswords: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvasElement, STORY_ACCOUNTS.student.email, 'not-the-password');
    const button = canvas.getByRole('button', { name: 'Sign in' });
    for (let attempt = 2; attempt <= 11; attempt++) {
      await waitFor(() => expect(button).not.toHaveAttribute('aria-busy', 'true'));
      await userEvent.click(button);
    }
    const alert = await canvas.findByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent(/Too many wrong passwords for this account from your network/),
    );
    await expect(alert).toHaveTextContent(/Email me a sign-in link instead/);
    await expect(canvas.getByRole('link', { name: 'Email me a sign-in link instead' })).toBeVisible();
  },
};

/** Spec section 8: a popup sign-in with an address registered by password is refused with the spec's sentence. */
export const ProviderAccountExists: Story = {
  parameters: {
    lms: {
      popupIdentities: {
        google: { email: STORY_ACCOUNTS.student.email, displayName: 'Sam' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with Google' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An account already exists with the same email address but different sign-in credentials. Sign in using the provider associated with this email address.',
    );
  },
};

/** A first popup sign-in creates the account and signs in. */
export const ProviderFirstSignIn: Story = {
  parameters: {
    lms: {
      popupIdentities: {
        microsoft: { email: 'mia@example.com', displayName: 'Mia Microsoft' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with Microsoft' }));
    await expect(await canvas.findByRole('button', { name: 'Account of Mia Microsoft' })).toBeVisible();
  },
};

/** A provider the back end has not set up (or an admin switched off) has no button: no dead, greyed choice. */
export const ProviderNotConfigured: Story = {
  parameters: { lms: { providers: { google: false } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The offered providers arrive a moment after the page: Microsoft's button shows, Google's never does.
    await expect(await canvas.findByRole('button', { name: 'Continue with Microsoft' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: /Google/ })).toBeNull();
  },
};

/** A fresh install with no provider set up: the e-mail form alone, without an "Or continue with" group. */
export const NoProviders: Story = {
  parameters: { lms: { providers: { google: false, microsoft: false } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.queryByText('Or continue with')).toBeNull();
  },
};

/** A signed-in user opening /login goes on to the home page (guard rule 2). */
export const AlreadySignedIn: Story = {
  parameters: { lms: { role: 'newcomer' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Learn something new' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = { globals: atViewport('mobile') };

export const French: Story = {
  parameters: { lms: { language: 'fr-FR' } },
  play: async ({ canvasElement }) => {
    await waitForLanguage(canvasElement, 'fr-FR');
    await expect(await within(canvasElement).findByRole('textbox', { name: 'Adresse e-mail' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  tags: ['rtl'],
  parameters: { lms: { language: 'ar' } },
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
  },
};
