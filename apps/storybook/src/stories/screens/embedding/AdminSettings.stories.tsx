import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { waitForLanguage, waitForRightToLeft } from '../../../story-app/play-helpers';
import { callAs } from '../../../story-app/story-operations';

const meta = {
  title: 'Screens/Admin/EmbeddingSettings',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/admin/settings', role: 'admin' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const section = async (canvasElement: HTMLElement, name: string | RegExp) =>
  within(await within(canvasElement).findByRole('region', { name }));

/** Nothing allowed yet: both lists say so, and a key cannot be made before a site is allowed. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const origins = await section(canvasElement, 'Sites allowed to embed steps');
    await expect(await origins.findByText('No site may embed steps yet.')).toBeVisible();
    const keys = await section(canvasElement, 'API keys');
    await expect(await keys.findByText('No API key yet.')).toBeVisible();
  },
};

/** Main flow: allow a site, create a key for it (its secret shown once), see it listed, revoke it. */
export const AllowSiteAndManageKey: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const origins = await section(context.canvasElement, 'Sites allowed to embed steps');
    const address = origins.getByRole('textbox', { name: 'Site address' });
    await userEvent.type(address, 'school.example');
    await userEvent.click(origins.getByRole('button', { name: 'Allow this site' }));
    await expect(await origins.findByText(/Enter a site address such as/)).toBeVisible();
    await userEvent.clear(address);
    await userEvent.type(address, 'https://School.example/');
    await userEvent.click(origins.getByRole('button', { name: 'Allow this site' }));
    await expect(await origins.findByText('https://school.example', { selector: 'code' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Create an API key' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Create an API key' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create the key' }));
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).toBeInvalid();
    await userEvent.type(dialog.getByRole('textbox', { name: /^Name/ }), 'School portal');
    await userEvent.click(dialog.getByRole('button', { name: 'Create the key' }));
    await expect(await dialog.findByText('Choose at least one site for this key.')).toBeVisible();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'https://school.example' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create the key' }));

    const secret = within(await canvas.findByRole('dialog', { name: 'The key “School portal”' }));
    const field = secret.getByRole('textbox', { name: 'API key' });
    await expect((field as HTMLInputElement).value).toMatch(/^lmsk_[A-Za-z0-9_-]{43}$/);
    await userEvent.click(secret.getByRole('button', { name: 'I have kept it' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());

    const keys = await section(context.canvasElement, 'API keys');
    const row = (await keys.findByRole('rowheader', { name: 'School portal' })).closest('tr')!;
    await expect(within(row).getByText('Never')).toBeVisible();
    // The secret is gone for good: only its prefix is listed.
    await expect(keys.queryByText(/^lmsk_[A-Za-z0-9_-]{43}$/)).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Revoke School portal' }));
    const confirm = within(await canvas.findByRole('dialog', { name: 'Revoke “School portal”?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Revoke' }));
    await expect(await within(row).findByText(/^Revoked/)).toBeVisible();
    const { items } = await callAs(context, 'admin', 'adminListEmbedApiKeys', {});
    const stored = items.find((key) => key.name === 'School portal');
    await expect(stored?.revokedAt).toEqual(expect.any(String));
  },
};

export const Loading: Story = {
  parameters: { lms: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Settings' }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { lms: { state: 'error', error: 'functions/unavailable' } },
  play: async ({ canvasElement }) => {
    const origins = await section(canvasElement, 'Sites allowed to embed steps');
    await expect(await origins.findByRole('alert')).toHaveTextContent(
      'The allowed sites could not be loaded',
    );
  },
};

export const French: Story = {
  parameters: { lms: { language: 'fr-FR' } },
  play: async ({ canvasElement }) => {
    await waitForLanguage(canvasElement, 'fr-FR');
    await expect(await section(canvasElement, 'Sites autorisés à intégrer des étapes')).toBeTruthy();
    await expect(await section(canvasElement, 'Clés d’API')).toBeTruthy();
  },
};

export const Arabic: Story = {
  tags: ['rtl'],
  parameters: { lms: { language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
    await expect(await section(canvasElement, 'مفاتيح API')).toBeTruthy();
  },
};
