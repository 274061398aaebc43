import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../../../story-app/AppAtRoute';
import { waitForRightToLeft } from '../../../story-app/play-helpers';
import { atViewport } from '../../../story-app/viewports';

// The learner's certificate page, the public verification page (signed out) and their states. The certificates
// are the demo set's (seed/certificates): the student's Accessibility certificate earned by completing the course,
// one revoked, one expired, and Lee's issued under an Arabic name.
const meta = {
  title: 'Screens/Certificates',
  render: () => <AppAtRoute />,
  parameters: { lms: { route: '/student/certificates/{certificate:valid}', role: 'student' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The certificate drawn on screen, its PDF, the verification link and QR code, and LinkedIn's add-to-profile. */
export const Certificate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      // The first story of the file waits for the demo set to be seeded in the page.
      await canvas.findByRole('heading', { level: 1, name: /^Your certificate: Web Accessibility/ }),
    ).toBeVisible();
    await expect(canvas.getByText('Valid', { selector: '.lms-certificate-status' })).toBeVisible();
    await expect(canvas.getByRole('figure', { name: /^Certificate of Sam Student/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    const linkedIn = canvas.getByRole('link', { name: 'Add to LinkedIn profile' });
    const linkedInUrl = linkedIn.getAttribute('href') ?? '';
    await expect(linkedInUrl).toMatch(
      /^https:\/\/www\.linkedin\.com\/profile\/add\?startTask=CERTIFICATION_NAME/,
    );
    // LinkedIn lists the certification under the course's name, as the heading says it.
    const heading = canvas.getByRole('heading', { level: 1 }).textContent ?? '';
    await expect(`Your certificate: ${new URL(linkedInUrl).searchParams.get('name')}`).toBe(heading);
    await expect(canvas.getByRole('link', { name: /\/verify\/[0-9a-f]{32}$/ })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'QR code of the verification link' })).toBeVisible();
  },
};

/**
 * A revoked certificate says so first, with the date and the admin's reason, and offers neither its PDF nor
 * LinkedIn's add-to-profile: it is no longer something to share.
 */
export const Revoked: Story = {
  parameters: { lms: { route: '/student/certificates/{certificate:revoked}' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('note')).toHaveTextContent(
      /was revoked on Jun 10, 2026\. Reason: Issued to the wrong learner/,
    );
    await expect(canvas.getByText('Revoked', { selector: '.lms-certificate-status' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Download PDF' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Add to LinkedIn profile' })).toBeNull();
  },
};

export const RevokedOnPhone: Story = {
  globals: atViewport('mobile'),
  parameters: { lms: { route: '/student/certificates/{certificate:revoked}' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('note')).toHaveTextContent(/was revoked on/);
    await expect(canvas.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  },
};

export const RevokedInArabic: Story = {
  tags: ['rtl'],
  parameters: { lms: { route: '/student/certificates/{certificate:revoked}', language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('note')).toHaveTextContent(/أُلغيت هذه الشهادة/);
    await expect(canvas.queryByRole('button', { name: 'تنزيل PDF' })).toBeNull();
  },
};

/** An expired certificate (a 30-day accreditation issued in May), drawn portrait. */
export const Expired: Story = {
  parameters: { lms: { route: '/student/certificates/{certificate:expired}' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('note')).toHaveTextContent(
      'This certificate expired on Jun 2, 2026.',
    );
    await expect(canvasElement.querySelector('.lms-certificate--portrait')).not.toBeNull();
  },
};

/** Another learner's certificate id reads as missing: ids reveal nothing. */
export const NotYours: Story = {
  parameters: { lms: { route: '/student/certificates/{certificate:rtl}' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'This certificate cannot be shown' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { lms: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { lms: { state: 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'This certificate cannot be shown' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const InArabic: Story = {
  parameters: { lms: { language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: 'تنزيل PDF' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Download PDF' })).toBeVisible();
  },
};

/**
 * Signed out, from the link or QR code: the certificate is genuine and valid, issued by the settings' issuer
 * profile (its name linking to its address, its logo beside it).
 */
export const VerifyValid: Story = {
  parameters: { lms: { route: '/verify/{verifyCode:valid}', role: 'signed-out' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Certificate verification' }),
    ).toBeVisible();
    await expect(await canvas.findByText('This certificate is genuine and valid.')).toBeVisible();
    await expect(canvas.getByText('Sam Student')).toBeVisible();
    const issuer = canvas.getByRole('link', { name: 'Northwind Academy' });
    await expect(issuer).toHaveAttribute('href', 'https://academy.example/about');
    const logo = issuer.parentElement?.querySelector('img');
    await expect(logo?.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  },
};

export const VerifyRevoked: Story = {
  parameters: { lms: { route: '/verify/{verifyCode:revoked}', role: 'signed-out' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This certificate was revoked by its issuer.')).toBeVisible();
    await expect(canvas.getByText(/Issued to the wrong learner/)).toBeVisible();
  },
};

export const VerifyExpired: Story = {
  parameters: { lms: { route: '/verify/{verifyCode:expired}', role: 'signed-out' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This certificate is genuine but has expired.'),
    ).toBeVisible();
  },
};

/** A learner's name in a right-to-left script keeps its direction inside an English page. */
export const VerifyRightToLeftName: Story = {
  parameters: { lms: { route: '/verify/{verifyCode:rtl}', role: 'signed-out' } },
  play: async ({ canvasElement }) => {
    const name = await within(canvasElement).findByText('ليلى حداد');
    await expect(name).toHaveAttribute('dir', 'auto');
  },
};

export const VerifyUnknownCode: Story = {
  parameters: { lms: { route: `/verify/${'0'.repeat(32)}`, role: 'signed-out' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No certificate found' }),
    ).toBeVisible();
  },
};

/** The number printed on the certificate, typed into the address, finds it as its link's code does. */
export const VerifyByNumber: Story = {
  parameters: { lms: { route: '/verify/{certificateNumber:valid}', role: 'signed-out' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This certificate is genuine and valid.')).toBeVisible();
    await expect(canvas.getByText('Sam Student')).toBeVisible();
    await expect(canvas.getByText(/^\d{4}-[A-Z2-9]{8}$/)).toBeVisible();
  },
};

/** A well-formed number no certificate has: not found, as an unknown code. */
export const VerifyUnknownNumber: Story = {
  parameters: { lms: { route: '/verify/2026-aaaaaaaa', role: 'signed-out' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No certificate found' })).toBeVisible();
    await expect(canvas.getByText(/No certificate has this number or verification code/)).toBeVisible();
  },
};

/** An address that is neither a number nor a code says what to type instead, without asking the server. */
export const VerifyNotANumber: Story = {
  parameters: { lms: { route: '/verify/certificate-please', role: 'signed-out' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'This is not a certificate number' }),
    ).toBeVisible();
    await expect(canvas.getByText(/such as 2026-7KQ4M2XA/)).toBeVisible();
  },
};

export const VerifyInArabic: Story = {
  parameters: { lms: { route: '/verify/{verifyCode:valid}', role: 'signed-out', language: 'ar' } },
  play: async ({ canvasElement }) => {
    await waitForRightToLeft(canvasElement);
    await expect(await within(canvasElement).findByText('هذه الشهادة أصلية وصالحة.')).toBeVisible();
  },
};

/** Main flow: Download PDF hands the browser a PDF file named after the certificate's number. */
export const DownloadFlow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const saved: string[] = [];
    const original = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      if (this.download) saved.push(this.download);
      else original.call(this);
    };
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Download PDF' }));
      // The page's domain draws the PDF (fonts fetched, subset and embedded): the button stays busy meanwhile.
      await waitFor(() => expect(saved[0]).toMatch(/^certificate-2026-[A-Z0-9]{8}\.pdf$/));
      // The link is clicked before the button's busy state is cleared on the next render.
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeEnabled());
    } finally {
      HTMLAnchorElement.prototype.click = original;
    }
  },
};
