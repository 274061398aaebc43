// A mail through the outbox and a scheduled job, as every host runs them: an administrator's password-reset mail is
// a row of the outbox that links to the app's reset page (kept, with no relay configured), and the hourly sweep
// removes the rate-limit windows that request left once the clock has moved past their retention.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@lms/core';
import { RATE_LIMIT_RETENTION_MS } from '@lms/domain/internal/jobs/platform-jobs';
import { postJson, type ConformanceHost, type OpenConformanceHost } from './host';

const DAY_MS = 24 * 60 * 60_000;

export function describeMailAndJobs(openHost: OpenConformanceHost): void {
  describe('a mail through the outbox, and a scheduled job', () => {
    let host: ConformanceHost;
    let clock = Date.now();
    let admin: { uid: string; idToken: string };
    let student: { uid: string; idToken: string };
    const email = 'forgetful@example.com';

    beforeAll(async () => {
      host = await openHost({ now: () => clock });
      admin = await host.signIn({ email: 'admin@example.com', admin: true });
      student = await host.signIn({ email });
    });
    afterAll(() => host?.close());

    it("writes an administrator's reset mail to the outbox, linking to the app's reset page", async () => {
      const response = await host.fetch(
        API_PATHS.functions('sendUserPasswordReset'),
        postJson({ data: { uid: student.uid } }, { authorization: `Bearer ${admin.idToken}` }),
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ result: { sent: true, email } });

      const mails = await host.ctx.db
        .selectFrom('outbox')
        .select(['subject', 'text_body', 'status', 'attempts'])
        .where('to_address', '=', email)
        .execute();
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ status: 'kept', attempts: 0 });
      const link = `${host.ctx.config.publicUrl}/reset-password?oobCode=`;
      expect(mails[0]!.text_body).toContain(link);
    });

    it('sweeps what has expired when its job runs, and only then', async () => {
      const windows = () =>
        host.ctx.db
          .selectFrom('rate_limits')
          .select('bucket')
          .where('bucket', 'like', 'admin-reset-%')
          .execute();
      expect(await windows()).not.toHaveLength(0);

      expect((await host.runJob('auth.prune-expired-records')).rateLimitWindows).toBe(0);
      expect(await windows()).not.toHaveLength(0);

      clock += RATE_LIMIT_RETENTION_MS + DAY_MS;
      const report = await host.runJob('auth.prune-expired-records');
      expect(report.rateLimitWindows).toBeGreaterThanOrEqual(2);
      expect(await windows()).toEqual([]);
    });
  });
}
