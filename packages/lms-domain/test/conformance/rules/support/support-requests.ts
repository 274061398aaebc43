// Support requests end to end through the host's callable route: a visitor's request with spam checks and its
// mailed link, support's queue, replies, notes and times, and the requester's reply reopening a resolved request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, openSupportHarness, type SupportHarness } from '../../fixtures/support-harness';
import type { OpenConformanceHost } from '../../host';

const visitor = {
  name: 'Vera Visitor',
  email: 'Vera@Example.com',
  category: 'payment',
  subject: 'Charged twice',
  message: 'My card shows two payments for the baking course.',
  pageUrl: 'http://localhost/payment/course-1',
  userAgent: 'Mozilla/5.0 (X11) Chrome/130',
};

export const describeSupportRequests = (openHost: OpenConformanceHost) =>
  describe('support requests', () => {
    let h: SupportHarness;
    beforeAll(async () => {
      h = await openSupportHarness(openHost);
    });
    afterAll(() => h?.close());

    it('takes a form sent at once (autofill, paste); refuses a filled-in honeypot and a form used twice', async () => {
      const opened = await h.call('openSupportForm', {});
      expect(opened.status).toBe(200);
      const quick = await h.call('createSupportRequest', {
        ...visitor,
        formToken: opened.body.result.formToken,
      });
      expect(quick.status, JSON.stringify(quick.body)).toBe(200);
      expect(quick.body.result.reference).toMatch(/^SR-/);

      const formToken = await h.openForm();
      const bot = await h.call('createSupportRequest', {
        ...visitor,
        formToken,
        website: 'http://spam.example',
      });
      expect(bot.body.error?.details.reason).toBe('spam-suspected');
      expect((await h.call('createSupportRequest', { ...visitor, formToken })).status).toBe(200);
      const again = await h.call('createSupportRequest', { ...visitor, formToken });
      expect(again.body.error?.details.reason).toBe('form-used');
      const unknown = await h.call('createSupportRequest', { ...visitor, formToken: 'x'.repeat(43) });
      expect(unknown.body.error?.details.reason).toBe('form-expired');
    });

    it('asks a signed-out visitor for a name and an address, with the field that is missing', async () => {
      const formToken = await h.openForm();
      const { body } = await h.call('createSupportRequest', { ...visitor, formToken, email: undefined });
      expect(body.error?.details).toMatchObject({ reason: 'email-required', issues: [{ path: 'email' }] });
      const bad = await h.call('createSupportRequest', { ...visitor, formToken, email: 'not-an-address' });
      expect(bad.status).toBe(400);
      expect(bad.body.error?.message).toContain('email');
    });

    it("takes a visitor's request, mails its reference and a link that is the only way in", async () => {
      const formToken = await h.openForm();
      const created = await h.call('createSupportRequest', { ...visitor, formToken });
      expect(created.status).toBe(200);
      const { reference, email, status } = created.body.result;
      expect(reference).toMatch(/^SR-[2-9A-HJ-NP-Z]{6}$/);
      expect(email).toBe('vera@example.com');
      expect(status).toBe('new');

      const mails = await h.mails('vera@example.com');
      const confirmation = mails.find((mail) => mail.subject.includes(reference));
      expect(confirmation?.text_body).toContain(reference);
      const { url, token } = linkIn(confirmation!.text_body);
      expect(url.pathname).toBe(`/contact-support/requests/${reference}`);

      const seen = await h.call('getSupportRequest', { reference, token });
      expect(seen.body.result).toMatchObject({
        reference,
        status: 'new',
        canReply: true,
        subject: 'Charged twice',
      });
      expect(seen.body.result.messages).toHaveLength(1);
      expect((await h.call('getSupportRequest', { reference })).status).toBe(404);
      expect((await h.call('getSupportRequest', { reference, token: 'y'.repeat(43) })).status).toBe(404);
      expect((await h.call('getSupportRequest', { reference }, h.student.token)).status).toBe(404);
    });

    it('lets support find, answer, note and resolve it, and the requester reopen it by the mailed link', async () => {
      const formToken = await h.openForm();
      const { reference, id } = (await h.call('createSupportRequest', { ...visitor, formToken })).body.result;
      const admin = h.admin.token;

      const queue = await h.call('adminListSupportRequests', { search: reference.toLowerCase() }, admin);
      expect(queue.body.result.items.map((item: { id: string }) => item.id)).toEqual([id]);
      const bySubject = await h.call('adminListSupportRequests', { search: 'charged', status: 'new' }, admin);
      expect(bySubject.body.result.total).toBeGreaterThanOrEqual(1);

      // ID tokens last an hour: the clock moves less than that in this file until the last test.
      h.advance(20 * 60_000);
      await h.call(
        'adminReplyToSupportRequest',
        { requestId: id, message: 'Checking with the bank.', internal: true },
        admin,
      );
      const answered = await h.call(
        'adminReplyToSupportRequest',
        { requestId: id, message: 'We refunded the second payment.' },
        admin,
      );
      expect(answered.body.result).toMatchObject({ status: 'waiting', assignee: null });
      expect(answered.body.result.firstResponseMs).toBeGreaterThanOrEqual(20 * 60_000);
      expect(answered.body.result.messages.map((m: { internal: boolean }) => m.internal)).toEqual([
        false,
        true,
        false,
      ]);
      expect(answered.body.result.pageUrl).toBe(visitor.pageUrl);

      const reply = (await h.mails('vera@example.com')).find((mail) => mail.text_body.includes('refunded'));
      expect(reply?.text_body).not.toContain('Checking with the bank');
      const { token } = linkIn(reply!.text_body);
      const requesterView = (await h.call('getSupportRequest', { reference, token })).body.result;
      expect(requesterView.messages.map((m: { body: string }) => m.body)).toEqual([
        visitor.message,
        'We refunded the second payment.',
      ]);

      h.advance(10 * 60_000);
      const resolved = await h.call('updateSupportRequest', { requestId: id, status: 'resolved' }, admin);
      expect(resolved.body.result.status).toBe('resolved');
      expect(resolved.body.result.resolutionMs).toBeGreaterThanOrEqual(30 * 60_000);

      const reopened = await h.call('replyToSupportRequest', { reference, token, message: 'It came back!' });
      expect(reopened.body.result).toMatchObject({ status: 'open', canReply: true });
      const detail = (await h.call('adminGetSupportRequest', { requestId: id }, admin)).body.result;
      expect(detail).toMatchObject({ status: 'open', resolvedAt: null, resolutionMs: null });

      await h.call('updateSupportRequest', { requestId: id, status: 'closed' }, admin);
      const closed = await h.call('replyToSupportRequest', { reference, token, message: 'Hello?' });
      expect(closed.body.error?.details.reason).toBe('request-closed');
    });

    it("shows a signed-in student's request in their list, and their account to support", async () => {
      const formToken = await h.openForm();
      const created = await h.call(
        'createSupportRequest',
        { formToken, category: 'course-content', subject: 'Lesson 3 is empty', message: 'No text shows.' },
        h.student.token,
      );
      expect(created.body.result.email).toBe('student@example.com');
      const mine = await h.call('listMySupportRequests', {}, h.student.token);
      expect(mine.body.result.items.map((item: { reference: string }) => item.reference)).toEqual([
        created.body.result.reference,
      ]);
      expect(mine.body.result.items[0]).not.toHaveProperty('assignee');
      expect(
        (await h.call('getSupportRequest', { reference: created.body.result.reference }, h.student.token))
          .status,
      ).toBe(200);

      const detail = await h.call(
        'adminGetSupportRequest',
        { requestId: created.body.result.id },
        h.admin.token,
      );
      expect(detail.body.result.requesterName).toBe('Sam');
      expect(detail.body.result.learner).toMatchObject({
        uid: h.student.uid,
        matchedBy: 'account',
        email: 'student@example.com',
      });
    });

    it('assigns only to administrators and filters the queue by assignee', async () => {
      const formToken = await h.openForm();
      const { id } = (await h.call('createSupportRequest', { ...visitor, formToken, email: 'a@example.com' }))
        .body.result;
      const admin = h.admin.token;
      const refused = await h.call(
        'updateSupportRequest',
        { requestId: id, assigneeUid: h.student.uid },
        admin,
      );
      expect(refused.body.error?.details.reason).toBe('assignee-not-admin');
      const assignees = (await h.call('listSupportAssignees', {}, admin)).body.result;
      expect(assignees).toEqual([{ uid: h.admin.uid, name: 'Hana', email: 'helper@example.com' }]);
      const assigned = await h.call(
        'updateSupportRequest',
        { requestId: id, assigneeUid: h.admin.uid, priority: 'urgent' },
        admin,
      );
      expect(assigned.body.result).toMatchObject({
        priority: 'urgent',
        assignee: { uid: h.admin.uid, name: 'Hana' },
      });
      const mineOnly = await h.call('adminListSupportRequests', { assignee: 'me' }, admin);
      expect(mineOnly.body.result.items.map((item: { id: string }) => item.id)).toEqual([id]);
      const unassigned = await h.call('adminListSupportRequests', { assignee: 'none', pageSize: 100 }, admin);
      expect(unassigned.body.result.items.some((item: { id: string }) => item.id === id)).toBe(false);
    });

    it('limits requests per e-mail address', async () => {
      // A new window: earlier tests' requests came from the same address (signed out below).
      h.endOpenWindows(60 * 60_000);
      const send = async () =>
        h.call('createSupportRequest', {
          ...visitor,
          email: 'flood@example.com',
          formToken: await h.openForm(),
        });
      for (let i = 0; i < 5; i++) expect((await send()).status).toBe(200);
      const limited = await send();
      expect(limited.status).toBe(429);
      expect(limited.body.error?.code).toBe('functions/resource-exhausted');
    });
  });
