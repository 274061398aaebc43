// Issue 31: mails sent later without a request of the learner behind them open the app the learner last used. A
// checkout or the welcome-mail request records its accepted app address on the account; the certificate-issued
// mail opens it while its origin is still listed, else the public URL; the verification link always stays on the
// public URL (a public credential). The address is part of the person's data export.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollUser } from '@lms/domain/internal/learning/enrollments/enroll-user';
import { mailOrder } from '@lms/domain/internal/payments/order-mails';
import { insertCourse } from '../../fixtures/catalogue';
import { courseWithTemplate, viewLesson } from '../../fixtures/certificate-fixtures';
import {
  call,
  ok,
  openPaymentsHost,
  PUBLIC_URL,
  user,
  type TestCaller,
} from '../../fixtures/payments-fixtures';
import type { ConformanceHost, OpenConformanceHost } from '../../host';

const PARTNER = 'http://partner.test:4200';
const APP = `${PARTNER}/learn`;

export const describeUserAppAddress = (openHost: OpenConformanceHost) =>
  describe('mails open the app the learner last used', () => {
    let host: ConformanceHost;
    let paidCourse: string;

    beforeAll(async () => {
      host = await openPaymentsHost(openHost, { config: { libraryOrigins: [PARTNER] } });
      paidCourse = await insertCourse(host.ctx.db, { slug: 'paid', title: 'Paid course', price_cents: 4900 });
    });
    afterAll(() => host?.close());

    const storedAppAddress = async (uid: string) =>
      (
        await host.ctx.db
          .selectFrom('users')
          .select('app_address')
          .where('uid', '=', uid)
          .executeTakeFirstOrThrow()
      ).app_address;
    const mailsTo = (learner: TestCaller, subjectStart: string) =>
      host.ctx.db
        .selectFrom('outbox')
        .select('text_body')
        .where('to_address', '=', learner.email)
        .where('subject', 'like', `${subjectStart}%`)
        .execute();

    /** Completes a one-lesson course with a certificate template; answers the certificate mail's text. */
    async function certificateMailOf(learner: TestCaller, slug: string): Promise<string> {
      const { course } = await courseWithTemplate(host.ctx, slug);
      await enrollUser(host.ctx, { userId: learner.uid, courseId: course.courseId, source: 'free' });
      await viewLesson(host.ctx, learner.uid, course.courseId, course.lessonIds[0] as string);
      const [mail] = await mailsTo(learner, 'Your certificate for');
      if (mail === undefined) throw new Error('expected the certificate mail');
      return mail.text_body;
    }

    it("a learner who checked out from a library app gets the certificate mail opening that app's page", async () => {
      const ann = await user(host, 'ann@example.com');
      await ok(host, ann, 'startCheckout', { courseId: paidCourse, appUrl: `${APP}/` });
      expect(await storedAppAddress(ann.uid)).toBe(APP);

      const text = await certificateMailOf(ann, 'from-partner');
      expect(text).toMatch(new RegExp(`${APP}/student/certificates/[^\\s/]+\\n`));
      // The verification link is a public credential: always on the public URL.
      expect(text).toContain(`${PUBLIC_URL}/verify/`);
      expect(text).not.toContain(`${PARTNER}/verify/`);
    });

    it('a learner with no app address gets the public URL', async () => {
      const bob = await user(host, 'bob@example.com');
      expect(await storedAppAddress(bob.uid)).toBeNull();
      expect(await certificateMailOf(bob, 'own-site')).toContain(`${PUBLIC_URL}/student/certificates/`);
    });

    it('a stored address whose origin is no longer listed falls back to the public URL', async () => {
      const cleo = await user(host, 'cleo@example.com');
      // Recorded while the origin was listed; LMS_LIBRARY_ORIGINS has dropped it since.
      await host.ctx.db
        .updateTable('users')
        .set({ app_address: 'http://former-partner.test/learn' })
        .where('uid', '=', cleo.uid)
        .execute();
      const text = await certificateMailOf(cleo, 'dropped-origin');
      expect(text).toContain(`${PUBLIC_URL}/student/certificates/`);
      expect(text).not.toContain('former-partner.test');
    });

    it("the welcome mail opens the app named in the request, and records it as the learner's", async () => {
      const dan = await user(host, 'dan@example.com');
      await ok(host, dan, 'sendWelcomeEmail', { email: dan.email, appUrl: APP });
      const [welcome] = await mailsTo(dan, 'Welcome');
      expect(welcome?.text_body).toContain(`${APP}/`);
      expect(welcome?.text_body).not.toContain(PUBLIC_URL);
      expect(await storedAppAddress(dan.uid)).toBe(APP);
    });

    it('a welcome-mail request naming an unlisted app is refused, and nothing is stored or sent', async () => {
      const eve = await user(host, 'eve@example.com');
      const answer = await call(host, eve, 'sendWelcomeEmail', {
        email: eve.email,
        appUrl: 'https://evil.example.com/learn',
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({
        code: 'functions/invalid-argument',
        details: { reason: 'return-address-not-allowed', field: 'appUrl' },
      });
      expect(await storedAppAddress(eve.uid)).toBeNull();
      expect(await mailsTo(eve, '')).toEqual([]);
    });

    it("an order placed before orders kept their app address mails the buyer's last app", async () => {
      const gil = await user(host, 'gil@example.com');
      const { orderId } = await ok(host, gil, 'startCheckout', { courseId: paidCourse, appUrl: APP });
      await host.ctx.db.updateTable('orders').set({ app_address: null }).where('id', '=', orderId).execute();
      await mailOrder(host.ctx, orderId, 'paid');
      const [receipt] = await mailsTo(gil, '');
      expect(receipt?.text_body).toContain(`${APP}/student/orders`);
      expect(receipt?.text_body).not.toContain(PUBLIC_URL);
    });

    it("the person's data export carries the app address", async () => {
      const fay = await user(host, 'fay@example.com');
      await ok(host, fay, 'startCheckout', { courseId: paidCourse, appUrl: APP });
      const exported = await ok(host, fay, 'exportMyData', {});
      expect(exported.areas.users).toMatchObject({ account: [{ uid: fay.uid, app_address: APP }] });
    });
  });
