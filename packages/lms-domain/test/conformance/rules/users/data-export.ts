// A person's data export over the callable route: every area's records about the caller and
// nobody else's, no credential or token hash, support's internal notes left out, and a limit on how often.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCourse } from '../../fixtures/catalogue';
import { openSupportHarness, type SupportHarness } from '../../fixtures/support-harness';
import type { OpenConformanceHost } from '../../host';

export const describeDataExport = (openHost: OpenConformanceHost) =>
  describe('exportMyData', () => {
    let h: SupportHarness;
    let other: { token: string };
    beforeAll(async () => {
      h = await openSupportHarness(openHost);
      const courseId = await insertCourse(h.host.ctx.db, { slug: 'baking', title: 'Baking' });
      const otherUser = await h.host.signIn({ email: 'other@example.com' });
      other = { token: otherUser.idToken };
      for (const token of [h.student.token, other.token]) {
        expect((await h.call('enrollInCourse', { courseId }, token)).status).toBe(200);
      }
      const formToken = await h.openForm();
      const created = await h.call(
        'createSupportRequest',
        { category: 'payment', subject: 'Charged twice', message: 'Two payments.', formToken },
        h.student.token,
      );
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const requestId = created.body.result.id as string;
      await h.call(
        'adminReplyToSupportRequest',
        { requestId, message: 'Internal: check the bank.', internal: true },
        h.admin.token,
      );
      await h.call('adminReplyToSupportRequest', { requestId, message: 'We refunded it.' }, h.admin.token);
    });
    afterAll(() => h?.close());

    it("gives the caller every area's records about them, and only theirs", async () => {
      const answer = await h.call('exportMyData', {}, h.student.token);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const { exportedAt, areas } = answer.body.result;
      expect(Date.parse(exportedAt)).not.toBeNaN();
      expect(Object.keys(areas).sort()).toEqual(
        [
          'action-plans',
          'audit',
          'badges',
          'certificates',
          'learning',
          'payments',
          'support',
          'surveys',
          'users',
        ].sort(),
      );
      expect(areas.users.account).toHaveLength(1);
      expect(areas.users.account[0]).toMatchObject({ uid: h.student.uid, email: 'student@example.com' });
      // Times a person can read.
      expect(areas.users.account[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(areas.learning.enrollments).toHaveLength(1);
      expect(areas.learning.enrollments[0].user_id).toBe(h.student.uid);
      expect(areas.support.requests).toHaveLength(1);
      const bodies = areas.support.messages.map((message: { body: string }) => message.body);
      expect(bodies).toEqual(expect.arrayContaining(['Two payments.', 'We refunded it.']));
      expect(bodies).not.toContain('Internal: check the bank.');
    });

    it('never carries a credential or a token hash', async () => {
      const text = JSON.stringify((await h.call('exportMyData', {}, h.student.token)).body.result);
      // No field named like a credential ("provider": "password" is the sign-in method, a value).
      expect(text).not.toMatch(/"[^"]*(password|hash|token|secret)[^"]*":/i);
      expect(text).toContain('"provider":"password"');
    });

    it('is refused signed out, and refused after ten exports in an hour', async () => {
      expect((await h.call('exportMyData', {})).status).toBe(401);
      let status = 200;
      for (let i = 0; i < 11 && status === 200; i++)
        status = (await h.call('exportMyData', {}, other.token)).status;
      expect(status).toBe(429);
    });
  });
