import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { waitForLanguage, waitForRightToLeft } from '../../../story-app/play-helpers';
import { callAs } from '../../../story-app/story-operations';
import { atViewport } from '../../../story-app/viewports';

const meta = {
  title: 'Screens/Admin/Settings',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/admin/settings', role: 'admin' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// The first story of a run also waits for the screen's chunk and messages.
const section = async (canvasElement: HTMLElement, name: string | RegExp) =>
  within(await within(canvasElement).findByRole('region', { name }));

/**
 * A fresh installation: every section shows its defaults and says it was never saved, except the certificate
 * issuer, whose profile the demo's certificates print (a name, an address, an uploaded logo).
 */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    for (const name of ['Site', 'Appearance', 'Language', 'Sign-in', 'Notifications']) {
      const part = await section(canvasElement, name);
      await expect(part.getByText('Showing the defaults: this section was never saved.')).toBeVisible();
    }
    const site = await section(canvasElement, 'Site');
    await expect(site.getByRole('textbox', { name: 'Site name' })).toHaveValue('Learning Platform');
    const signIn = await section(canvasElement, 'Sign-in');
    await expect(signIn.getByRole('checkbox', { name: 'Offer sign-in with Google' })).toBeChecked();
    // Each provider says whether the server has its credentials.
    await expect(signIn.getAllByText(/on the server/)).toHaveLength(2);
    const issuer = await section(canvasElement, 'Certificate issuer');
    await expect(issuer.getByRole('textbox', { name: 'Issuer name' })).toHaveValue('Northwind Academy');
    await expect(issuer.getByRole('button', { name: /^Remove Issuer logo/ })).toBeVisible();
    // Embedding keeps its place on the page.
    await expect(await section(canvasElement, 'Sites allowed to embed steps')).toBeTruthy();
  },
};

/** Main flow: the site's name and noun saved, then read back as every page reads them. */
export const SaveSite: Story = {
  play: async (context) => {
    const site = await section(context.canvasElement, 'Site');
    const name = site.getByRole('textbox', { name: 'Site name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Acme Academy');
    await userEvent.type(site.getByRole('textbox', { name: 'Support e-mail' }), 'help@acme.example');
    await userEvent.click(site.getByRole('button', { name: 'Save Site' }));
    await expect(await site.findByText(/^Last saved on/)).toBeVisible();
    const stored = await callAs(context, 'admin', 'getSiteSettings', {});
    await expect(stored).toMatchObject({ siteName: 'Acme Academy', supportEmail: 'help@acme.example' });
  },
};

const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** The issuer's logo: the uploaded one removed, an address typed instead, then a PNG uploaded again and saved. */
export const IssuerLogo: Story = {
  play: async (context) => {
    const issuer = await section(context.canvasElement, 'Certificate issuer');
    await userEvent.click(issuer.getByRole('button', { name: /^Remove Issuer logo/ }));
    const address = issuer.getByRole('textbox', { name: 'Or a logo address' });
    await userEvent.type(address, 'https://academy.example/logo.png');
    await expect(address).toHaveValue('https://academy.example/logo.png');
    const bytes = Uint8Array.from(atob(ONE_PIXEL_PNG), (char) => char.charCodeAt(0));
    await userEvent.upload(
      issuer.getByLabelText('Issuer logo (printed on certificates)'),
      new File([bytes], 'logo.png', { type: 'image/png' }),
    );
    // The upload replaces the address: one logo, and only an uploaded one is printed on the PDF.
    await waitFor(() => expect(address).toHaveValue(''));
    await userEvent.click(issuer.getByRole('button', { name: 'Save Certificate issuer' }));
    await expect(await issuer.findByText(/^Last saved on/)).toBeVisible();
    const stored = await callAs(context, 'admin', 'getAdminSettings', {});
    await expect(stored.values.certificateIssuer.logoUrl).toBe(`data:image/png;base64,${ONE_PIXEL_PNG}`);
  },
};

/** Each field's own error, from the same rules the server applies; nothing is saved. */
export const FieldErrors: Story = {
  play: async (context) => {
    const site = await section(context.canvasElement, 'Site');
    await userEvent.clear(site.getByRole('textbox', { name: 'Site name' }));
    const noun = site.getByRole('textbox', { name: /What the site teaches/ });
    await userEvent.clear(noun);
    await userEvent.type(noun, 'Cours 1');
    await userEvent.click(site.getByRole('button', { name: 'Save Site' }));
    await expect(await site.findByText('Give the site a name (up to 80 characters).')).toBeVisible();
    await expect(site.getByText(/Use 2 to 30 lowercase letters/)).toBeVisible();
    await waitFor(() => expect(site.getByRole('textbox', { name: 'Site name' })).toHaveFocus());

    const signIn = await section(context.canvasElement, 'Sign-in');
    const max = signIn.getByRole('textbox', { name: 'Maximum length' });
    await userEvent.type(max, '4');
    await userEvent.click(signIn.getByRole('button', { name: 'Save Sign-in' }));
    await expect(await signIn.findByText(/not below the minimum/)).toBeVisible();
    // Only the demo's certificate issuer profile was ever saved.
    const { saved } = await callAs(context, 'admin', 'getAdminSettings', {});
    await expect(Object.keys(saved)).toEqual(['certificateIssuer']);
  },
};

/** Colours judged as they are typed, shown in the preview, saved, and reset to the defaults. */
export const Colours: Story = {
  play: async (context) => {
    const appearance = await section(context.canvasElement, 'Appearance');
    const category = appearance.getByRole('textbox', { name: 'Category' });
    await userEvent.clear(category);
    await userEvent.type(category, '#7a7a7a');
    await expect(await appearance.findByText(/Text on this colour would not be readable/)).toBeVisible();
    await userEvent.click(appearance.getByRole('button', { name: 'Save Appearance' }));
    await waitFor(() => expect(category).toHaveFocus());

    await userEvent.clear(category);
    await userEvent.type(category, '#4a148c');
    const primary = appearance.getByRole('textbox', { name: /^Primary/ });
    await userEvent.clear(primary);
    await userEvent.type(primary, '#fff8e1');
    const preview = appearance.getByRole('group', { name: 'Preview of the colours' });
    await waitFor(() =>
      expect(getComputedStyle(within(preview).getByText('Page header')).backgroundColor).toBe(
        'rgb(255, 248, 225)',
      ),
    );
    await userEvent.click(appearance.getByRole('button', { name: 'Save Appearance' }));
    await expect(await appearance.findByText(/^Last saved on/)).toBeVisible();
    const stored = await callAs(context, 'admin', 'getSiteSettings', {});
    await expect(stored.colors).toEqual({ primary: '#fff8e1', category: '#4a148c' });

    await userEvent.click(appearance.getByRole('button', { name: 'Reset to the default colours' }));
    await expect(primary).toHaveValue('#ffffff');
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
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The settings could not be loaded')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const appearance = await section(canvasElement, 'Appearance');
    await expect(appearance.getByRole('textbox', { name: /^Primary/ })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const French: Story = {
  parameters: { lms: { language: 'fr-FR' } },
  play: async ({ canvasElement }) => {
    await waitForLanguage(canvasElement, 'fr-FR');
    await expect(await section(canvasElement, 'Apparence')).toBeTruthy();
    await expect(await section(canvasElement, 'Émetteur des certificats')).toBeTruthy();
  },
};

export const Arabic: Story = {
  tags: ['rtl'],
  parameters: { lms: { language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
    await expect(await section(canvasElement, 'المظهر')).toBeTruthy();
  },
};
