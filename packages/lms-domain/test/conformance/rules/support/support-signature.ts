// Support's answers as the requester reads them (issue 30): signed with the administrator's display name, or the
// site's name when they have none, never an e-mail address, on the request's page and in the mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, openSupportHarness, type SupportHarness } from '../../fixtures/support-harness';
import type { OpenConformanceHost } from '../../host';

const visitor = {
  name: 'Vera Visitor',
  email: 'vera@example.com',
  category: 'account',
  subject: 'Cannot sign in',
  message: 'The page says my password is wrong.',
};

export const describeSupportSignature = (openHost: OpenConformanceHost) =>
  describe("support's signature", () => {
    let h: SupportHarness;
    beforeAll(async () => {
      h = await openSupportHarness(openHost);
    });
    afterAll(() => h?.close());

    async function requestAnsweredBy(token: string, message: string) {
      const formToken = await h.openForm();
      const created = (await h.call('createSupportRequest', { ...visitor, formToken })).body.result;
      await h.call('adminReplyToSupportRequest', { requestId: created.id, message }, token);
      const mail = (await h.mails(visitor.email)).find((candidate) => candidate.text_body.includes(message));
      const view = (
        await h.call('getSupportRequest', {
          reference: created.reference,
          token: linkIn(mail!.text_body).token,
        })
      ).body.result;
      return { id: created.id as string, mail: mail!, view, answer: view.messages.at(-1) };
    }

    it("signs with the administrator's display name", async () => {
      const { mail, answer } = await requestAnsweredBy(h.admin.token, 'Try the reset link.');
      expect(answer).toMatchObject({ author: 'support', authorName: 'Hana' });
      expect(mail.text_body).toContain('Hana from support answered your request');
      expect(mail.text_body).not.toContain('helper@example.com');
    });

    it('signs with the site name when the administrator has no display name, never with their e-mail', async () => {
      const nameless = await h.host.signIn({ email: 'nameless.admin@example.com', admin: true });
      const { id, mail, answer } = await requestAnsweredBy(nameless.idToken, 'We unlocked your account.');
      expect(answer.authorName).toBe('Learning Platform');
      expect(mail.text_body).toContain('Learning Platform support answered your request');
      expect(mail.text_body).not.toContain('nameless.admin@example.com');
      // Support's own view names the same signature.
      const detail = (await h.call('adminGetSupportRequest', { requestId: id }, nameless.idToken)).body
        .result;
      expect(detail.messages.at(-1).authorName).toBe('Learning Platform');
    });

    it('hides the e-mail address that answers written before the rule were signed with', async () => {
      const nameless = await h.host.signIn({ email: 'old.admin@example.com', admin: true });
      const { id } = await requestAnsweredBy(nameless.idToken, 'An answer from last year.');
      await h.host.ctx.db
        .updateTable('support_messages')
        .set({ author_name: 'old.admin@example.com' })
        .where('request_id', '=', id)
        .where('author', '=', 'support')
        .execute();
      const mail = (await h.mails(visitor.email)).find((candidate) =>
        candidate.text_body.includes('last year'),
      );
      const reference = (await h.call('adminGetSupportRequest', { requestId: id }, nameless.idToken)).body
        .result.reference;
      const view = (await h.call('getSupportRequest', { reference, token: linkIn(mail!.text_body).token }))
        .body.result;
      expect(JSON.stringify(view)).not.toContain('old.admin@example.com');
      expect(view.messages.at(-1).authorName).toBe('Learning Platform');
    });
  });
