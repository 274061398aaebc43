// Issue 31: a support reply to a requester with an account opens the request's page in the app the requester last
// used, and the mailed token still lets them in; the note to the assigned administrator stays on the platform's own
// site (an admin page), whatever app that administrator last used.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, openSupportHarness, type SupportHarness } from '../../fixtures/support-harness';
import type { OpenConformanceHost } from '../../host';

const PUBLIC_URL = 'http://school.test';
const PARTNER = 'http://partner.test:4200';
const APP = `${PARTNER}/learn`;

export const describeSupportAppAddress = (openHost: OpenConformanceHost) =>
  describe('support mails and the app address', () => {
    let h: SupportHarness;
    beforeAll(async () => {
      h = await openSupportHarness(openHost, { publicUrl: PUBLIC_URL, libraryOrigins: [PARTNER] });
    });
    afterAll(() => h?.close());

    /** Records `APP` as the app the person last used, as the client does when it asks for the welcome mail. */
    async function usesPartnerApp(email: string, token: string): Promise<void> {
      const answer = await h.call('sendWelcomeEmail', { email, appUrl: APP }, token);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }

    it("a reply opens the requester's app, the token works there, and the admin's note stays on the site", async () => {
      await usesPartnerApp('student@example.com', h.student.token);
      await usesPartnerApp('helper@example.com', h.admin.token);
      const formToken = await h.openForm();
      const created = await h.call(
        'createSupportRequest',
        { category: 'payment', subject: 'Charged twice', message: 'Two payments.', formToken },
        h.student.token,
      );
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const { id: requestId, reference } = created.body.result;
      const answered = await h.call(
        'adminReplyToSupportRequest',
        { requestId, message: 'Refunded.' },
        h.admin.token,
      );
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);

      const reply = (await h.mails('student@example.com')).find((mail) =>
        mail.text_body.includes('Refunded.'),
      );
      const { url, token } = linkIn(reply!.text_body);
      expect(`${url.origin}${url.pathname}`).toBe(`${APP}/contact-support/requests/${reference}`);
      // The link's token is the requester's permission wherever the page runs: the request opens without a session.
      const seen = await h.call('getSupportRequest', { reference, token });
      expect(seen.body.result).toMatchObject({ reference, status: 'waiting' });

      await h.call('updateSupportRequest', { requestId, assigneeUid: h.admin.uid }, h.admin.token);
      await h.call('replyToSupportRequest', { reference, token, message: 'Thanks!' });
      const note = (await h.mails('helper@example.com')).find((mail) => mail.text_body.includes(reference));
      expect(note?.text_body).toContain(`${PUBLIC_URL}/admin/support-requests/`);
      expect(note?.text_body).not.toContain(PARTNER);
    });
  });
