import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ERROR_MESSAGES } from '@lms/core';
import { STORY_ACCOUNTS } from '../../../seed';
import { callAs, passwordOf } from '../../../story-app/story-operations';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { waitForLanguage, waitForRightToLeft } from '../../../story-app/play-helpers';
import { atViewport } from '../../../story-app/viewports';
import { seeded, storyApp } from '../../../story-app/with-lms';
import { fakePicture, noisyPicture } from './sample-pictures';

const meta = {
  title: 'Screens/Users/Profile',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/profile', role: 'student' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Your profile' });

export const Student: Story = {
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toBeVisible();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Display name' })).toHaveValue('Sam Student');
    await expect(canvas.getByText('You have not added a photo yet.')).toBeVisible();
    await expect(await canvas.findByRole('combobox', { name: 'Language' })).toHaveValue('en-US');
  },
};

/** An admin with a picture: it is shown, and can be removed. */
export const AdminWithPhoto: Story = {
  parameters: { lms: { role: 'admin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Your profile photo' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove photo' }));
    await expect(await canvas.findByText('You have not added a photo yet.')).toBeVisible();
    await expect(await canvas.findByText('Your photo has been removed.')).toBeVisible();
  },
};

/** A visitor is sent to sign in first and comes back here afterwards (guard rule 1, then rule 2). */
export const SignedOutSignsInFirst: Story = {
  parameters: { lms: { role: 'signed-out' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Email address' }),
      STORY_ACCOUNTS.student.email,
    );
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), passwordOf('student'));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await heading(canvasElement)).toBeVisible();
  },
};

/**
 * Main flow: the upload shows its progress, the picture is stored in the student's own folder and saved as their
 * photo at its download address, which the page's download worker serves from the story's local server: the
 * picture really loads (its pixels are decoded), as it would from lms-server.
 */
export const UploadPhoto: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Upload a new photo'), await noisyPicture());
    const progress = await canvas.findByRole('progressbar', { name: 'Uploading your photo' });
    await expect(progress).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel upload' })).toBeVisible();
    const uid = seeded(context, '{user:student}');
    await expect(await canvas.findByText('Your new photo is in place.')).toBeVisible();
    await expect(storyApp(context).server.storedPaths()).toEqual([
      expect.stringMatching(new RegExp(`^profile_pictures/${uid}/`)),
    ]);
    const photo = canvas.getByRole<HTMLImageElement>('img', { name: 'Your profile photo' });
    await expect(photo.src).toMatch(
      new RegExp(`^${location.origin}/api/files/download/profile_pictures/${uid}/`),
    );
    await waitFor(() => expect(photo.naturalWidth).toBe(400));
    const document = await callAs(context, 'student', 'getUserDocument', { uid });
    await expect(document.photoURL).toBe(photo.src);
  },
};

/** Cancelling mid-upload stops it and says so; nothing is stored. */
export const CancelUpload: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await heading(context.canvasElement);
    await userEvent.upload(canvas.getByLabelText('Upload a new photo'), await noisyPicture());
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel upload' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES['storage/canceled']);
    await expect(storyApp(context).server.storedPaths()).toEqual([]);
  },
};

/** A file that only claims to be a picture is refused by the back end (storage/invalid-format). */
export const UploadNotAPicture: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Upload a new photo'), fakePicture(), {
      applyAccept: false,
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      ERROR_MESSAGES['storage/invalid-format'],
    );
  },
};

/** Main flow: a new display name is saved on the account and shows in the header at once. */
export const RenameYourself: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Display name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Samantha Student');
    await userEvent.click(canvas.getByRole('button', { name: 'Save name' }));
    await expect(await canvas.findByText('Your name has been saved.')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Account of Samantha Student' })).toBeVisible();
  },
};

/** The password change re-authenticates first: a wrong current password is refused as such. */
export const ChangePasswordWrongCurrent: Story = {
  parameters: { lms: { passwordPolicy: 'strict' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Change your password' });
    await userEvent.type(
      within(dialog).getByLabelText('Current password', { selector: 'input' }),
      'wrong-one',
    );
    await userEvent.type(
      within(dialog).getByLabelText('New password', { selector: 'input' }),
      'Another-pass-9!',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      ERROR_MESSAGES['auth/wrong-password'],
    );
  },
};

/** Main flow: a new sign-in address, confirmed with the current password (a recent sign-in, spec section 5). */
export const ChangeEmail: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await heading(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change email address' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Change your email address' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'New email address' }),
      'sam.new@example.com',
    );
    await userEvent.type(
      within(dialog).getByLabelText('Current password', { selector: 'input' }),
      passwordOf('student'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change email address' }));
    await expect(await canvas.findByText('You now sign in with sam.new@example.com.')).toBeVisible();
    const uid = seeded(context, '{user:student}');
    await expect((await callAs(context, 'admin', 'getUserDocument', { uid })).email).toBe(
      'sam.new@example.com',
    );
  },
};

/** Another account already uses the address: the dialog says so and keeps what was typed. */
export const ChangeEmailAlreadyInUse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change email address' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Change your email address' });
    const address = within(dialog).getByRole('textbox', { name: 'New email address' });
    await userEvent.type(address, STORY_ACCOUNTS.admin.email);
    await userEvent.type(
      within(dialog).getByLabelText('Current password', { selector: 'input' }),
      passwordOf('student'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change email address' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      ERROR_MESSAGES['auth/email-already-in-use'],
    );
    await expect(address).toHaveValue(STORY_ACCOUNTS.admin.email);
  },
};

/** Main flow: a new language applies at once, since the library follows the user document's preference. */
export const SwitchToFrench: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Language' }), 'fr-FR');
    await userEvent.click(canvas.getByRole('button', { name: 'Save preferences' }));
    await waitForLanguage(canvasElement, 'fr-FR');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Votre profil' })).toBeVisible();
  },
};

/** The preferences come from the user document; while it loads, a placeholder holds their place. */
export const PreferencesLoading: Story = {
  parameters: {
    lms: { state: 'loading', stateScope: { areas: ['functions'], names: ['getUserDocument'] } },
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const section = within(canvasElement).getByRole('heading', { name: 'Preferences' }).closest('section');
    await expect(section?.querySelector('[aria-busy="true"] .lms-skeleton')).not.toBeNull();
  },
};

/** The user document cannot be read: the section explains it and offers to try again. */
export const PreferencesError: Story = {
  parameters: {
    lms: { state: 'error', error: 'functions/unavailable', stateScope: { areas: ['functions'] } },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await heading(context.canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your preferences could not be loaded');
    storyApp(context).server.setMode({ kind: 'live' });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('combobox', { name: 'Language' })).toBeVisible();
  },
};

export const LongName: Story = { parameters: { lms: { content: 'long' } } };

export const Mobile: Story = { globals: atViewport('mobile') };

export const RightToLeft: Story = {
  tags: ['rtl'],
  parameters: { lms: { language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
  },
};

/** Deleting the account needs the confirmation word; afterwards the person is signed out. */
export const DeleteAccount: Story = {
  parameters: { lms: { role: 'newcomer' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await heading(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete account…' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Delete your account?' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'To confirm, type DELETE or your email address' }),
      'DELETE',
    );
    await userEvent.type(
      within(dialog).getByLabelText('Current password', { selector: 'input' }),
      passwordOf('newcomer'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    const uid = seeded(context, '{user:newcomer}');
    await waitFor(async () =>
      expect(
        (await callAs(context, 'admin', 'listUsers', { search: STORY_ACCOUNTS.newcomer.email })).total,
      ).toBe(0),
    );
    await expect(callAs(context, 'admin', 'getUserDocument', { uid })).rejects.toMatchObject({
      code: 'functions/not-found',
    });
    await expect(await canvas.findByRole('link', { name: 'Sign in' })).toBeVisible();
  },
};
