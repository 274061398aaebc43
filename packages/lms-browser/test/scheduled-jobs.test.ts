// The page host runs the domain's scheduled jobs on demand (src/scheduled-jobs.ts), with the domain's own rules: here
// the audit log's retention, after the clock has moved past it.
import { afterEach, describe, expect, it } from 'vitest';
import { createPasswordAccount } from '@lms/domain';
import type { LocalServer } from '../src';
import { clientOf, openLocalServer } from './helpers';

const DAY = 24 * 60 * 60_000;
let server: LocalServer;
afterEach(() => server.close());

describe('scheduled jobs in the page', () => {
  it('runs every job once when asked, or only those named, with what each did', async () => {
    let now = Date.UTC(2026, 0, 5);
    server = await openLocalServer({ now: () => now });
    const client = clientOf(server);
    const admin = await createPasswordAccount(server.context, {
      email: 'ada@example.com',
      password: 'admin password',
      displayName: 'Ada Admin',
      role: 'admin',
    });
    await client.signedIn(await server.sessionFor(admin.uid));
    await client.backend.functions.call('saveAuditRetention', { days: 30 });
    const entries = () => server.context.db.selectFrom('audit_log').select('action').execute();
    expect((await entries()).map((entry) => entry.action)).toContain('saveAuditRetention');

    now += 31 * DAY;
    const justTheSweep = await server.runScheduledJobs(['embedding.prune-launch-tokens']);
    expect(justTheSweep).toEqual([
      { job: 'embedding.prune-launch-tokens', ok: true, report: { deletedTokens: 0 } },
    ]);
    expect(await entries()).not.toEqual([]);

    const all = await server.runScheduledJobs();
    expect(all.every((outcome) => outcome.ok)).toBe(true);
    expect(all.find((outcome) => outcome.job === 'audit.prune-past-retention')).toMatchObject({
      report: { deletedEntries: expect.any(Number) },
    });
    expect(await entries()).toEqual([]);
  });
});
