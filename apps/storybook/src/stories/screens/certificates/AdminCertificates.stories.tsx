import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { waitForRightToLeft } from '../../../story-app/play-helpers';

// /admin/certificates on the demo set (seed/certificates): three templates and four issued certificates (the
// student's earned one, a revoked one, an expired one, and Lee's issued under an Arabic name).
const meta = {
  title: 'Screens/Admin/Certificates',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/admin/certificates', role: 'admin' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const issuedTable = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'Issued certificates' }));

/** Templates and issued certificates, newest first, with their status and actions. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const issued = await issuedTable(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Certificate templates' })).toBeVisible();
    await expect(canvas.getByText('4 certificates')).toBeVisible();
    await expect(issued.getByText('ليلى حداد')).toBeVisible();
    await expect(issued.getAllByText('Revoked', { exact: true })).toHaveLength(1);
    await expect(issued.getAllByText('Expired', { exact: true })).toHaveLength(1);
  },
};

/** The status filter lives in the URL. */
export const FilteredRevoked: Story = {
  parameters: { lms: { route: '/admin/certificates?status=revoked' } },
  play: async ({ canvasElement }) => {
    const issued = await issuedTable(canvasElement);
    await expect(within(canvasElement).getByText('1 certificate')).toBeVisible();
    await expect(issued.getByText('Issued to the wrong learner')).toBeVisible();
  },
};

export const NoMatch: Story = {
  parameters: { lms: { route: '/admin/certificates?q=nobody-at-all' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No certificates match' }),
    ).toBeVisible();
  },
};

/** Main flow: a new template's texts and colours show at once in the live preview. */
export const TemplateEditorPreview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await issuedTable(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New template' }));
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Diploma for {{{{learnerName}}');
    await waitFor(() =>
      expect(canvas.getByRole('figure', { name: 'Preview' })).toHaveTextContent('Diploma for Alex Example'),
    );
    // Without a name the contract refuses the template before anything is sent.
    await userEvent.click(canvas.getByRole('button', { name: 'Save template' }));
    await expect(canvas.getByRole('textbox', { name: 'Name (for admins)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Main flow: revoking asks for the reason (required), then the row says revoked. */
export const RevokeFlow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const issued = await issuedTable(canvasElement);
    const [first] = issued.getAllByRole('button', { name: /^Revoke certificate / });
    await userEvent.click(first!);
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Reason/ }), 'Duplicate');
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(issued.getAllByText('Revoked', { exact: true })).toHaveLength(2));
  },
};

export const Loading: Story = {
  parameters: { lms: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('status', { name: 'Loading' }))[0]).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { lms: { state: 'error' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'The certificates cannot be shown' }),
    ).toBeVisible();
  },
};

export const InArabic: Story = {
  parameters: { lms: { language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'الشهادات' }),
    ).toBeVisible();
  },
};
