import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STORY_ACCOUNTS } from '../../../seed';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { waitForRightToLeft } from '../../../story-app/play-helpers';
import { retryAfterError } from '../../../story-app/retry-after-error';
import { atViewport } from '../../../story-app/viewports';
import { storyApp } from '../../../story-app/with-lms';

const meta = {
  title: 'Screens/Support/ContactSupport',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/contact-support?from=%2Fcourses' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement, options: { signedIn: boolean }) {
  const canvas = within(canvasElement);
  if (!options.signedIn) {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Your name' }), 'Vera Visitor');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your e-mail address' }), 'visitor@example.net');
  }
  await userEvent.selectOptions(
    await canvas.findByRole('combobox', { name: 'What is it about?' }),
    'payment',
  );
  await userEvent.type(canvas.getByRole('textbox', { name: 'Subject' }), 'Charged twice');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Your message' }), 'Two payments for one course.');
}

/** Signed out: name and address, category, subject, message, optional files, and what goes with the request. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The first story of the file waits for the screen's code as well.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Contact support' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: 'Your name' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your e-mail address' })).toBeVisible();
    await expect(canvas.getByLabelText('Screenshot or document (optional)')).toBeVisible();
    await expect(canvas.getByText(/\/courses$/)).toBeVisible();
    // The honeypot is out of reach: not in the accessibility tree.
    await expect(canvas.queryByRole('textbox', { name: 'Website' })).toBeNull();
  },
};

/** Main flow: the request goes out; the reference shows and comes by e-mail with a link. */
export const SendRequest: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await fillIn(context.canvasElement, { signedIn: false });
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    const heading = await canvas.findByRole('heading', { name: 'Your request was sent' });
    // The confirmation takes focus, so a screen reader reads the reference out.
    await waitFor(() => expect(heading.closest('[role="status"]')).toHaveFocus());
    const reference = canvas.getByText(/^SR-[2-9A-HJ-NP-Z]{6}$/).textContent ?? '';
    const mails = await storyApp(context).server.outbox();
    const mail = mails.find((candidate) => candidate.to === 'visitor@example.net');
    await expect(mail?.subject).toContain(reference);
    await expect(mail?.link).toContain(`/contact-support/requests/${reference}?token=`);
  },
};

/** Signed in: the account is known (no name or address asked) and the earlier requests are a link away. */
export const SignedIn: Story = {
  parameters: { lms: { role: 'student' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        `You are writing as ${STORY_ACCOUNTS.student.email}; we answer to that address.`,
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Your name' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'See your earlier requests' })).toHaveAttribute(
      'href',
      '/contact-support/requests',
    );
  },
};

/** Pasted in and sent at once, as autofill and paste allow: a quick send goes through like any other. */
export const SentAtOnce: Story = {
  parameters: { lms: { role: 'student' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Subject' }));
    await userEvent.paste('Quick');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Your message' }));
    await userEvent.paste('Pasted from my notes.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(await canvas.findByRole('heading', { name: 'Your request was sent' })).toBeVisible();
  },
};

/** Empty fields are named before anything is sent; focus goes to the first. */
export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send request' }));
    const name = canvas.getByRole('textbox', { name: 'Your name' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription('Tell us your name.');
    await expect(canvas.getByRole('textbox', { name: 'Your e-mail address' })).toHaveAccessibleDescription(
      'Tell us the e-mail address we should answer.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription(
      'Write a subject.',
    );
  },
};

/** A screenshot uploads at once (no sign-in needed); a file of another kind is refused before any byte is sent. */
export const Attachments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('Screenshot or document (optional)');
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
      'shot.png',
      {
        type: 'image/png',
      },
    );
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(input, [png, text], { applyAccept: false });
    const files = within(canvas.getByRole('list', { name: 'Attached files' }));
    await expect(await files.findByText('Attached')).toBeVisible();
    await expect(files.getByRole('alert')).toHaveTextContent(
      'Only pictures (PNG, JPEG, GIF, WebP) and PDF documents',
    );
    await userEvent.click(files.getByRole('button', { name: 'Remove notes.txt' }));
    await expect(files.queryByText('notes.txt')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { lms: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const ErrorThenRetry: Story = {
  parameters: { lms: { state: 'error', error: 'functions/unavailable' } },
  play: async (context) => {
    await retryAfterError(context, {
      title: 'The contact form could not be opened',
      loaded: async () => {
        await within(context.canvasElement).findByRole('textbox', { name: 'Your name' });
      },
    });
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Send request' })).toBeVisible();
  },
};

export const Arabic: Story = {
  tags: ['rtl'],
  parameters: { lms: { language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'اتصل بالدعم' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'إرسال الطلب' })).toBeVisible();
  },
};
