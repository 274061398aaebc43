// The server runs the domain's job list on timers (src/scheduled-jobs.ts): every job on its interval, never two passes
// of one job at once, a failure logged and retried on the next tick, nothing after the app closes. Timers are faked
// (setInterval only), so an hour's schedule passes in no time; the database work is real.
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@lms/core';
import { defineJob, jobs as domainJobs, type DomainJob } from '@lms/domain';
import type { ServerContext } from '../src/context';
import { startScheduledJobs } from '../src/scheduled-jobs';
import { signInTestUser } from './helpers/auth';
import { createTestServer } from './helpers/server';
import { insertCourse, T0 } from '@lms/domain/conformance/fixtures/catalogue';

afterEach(() => {
  vi.useRealTimers();
});

interface Logged {
  level: 'info' | 'warn';
  fields: Record<string, unknown>;
  message: string;
}

/** The scheduler reads nothing of the context but the log (runJob's); the jobs here are the test's own. */
function loggingContext(logged: Logged[]): ServerContext {
  const record = (level: Logged['level']) => (fields: Record<string, unknown>, message: string) =>
    logged.push({ level, fields, message });
  return { log: { info: record('info'), warn: record('warn') } } as unknown as ServerContext;
}

describe('the server schedule', () => {
  it('runs each job on its own interval until the app closes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const runs: string[] = [];
    const job = (name: string, everyMs: number): DomainJob =>
      defineJob({ name, everyMs, run: async () => void runs.push(name) });
    const app = Fastify();
    startScheduledJobs(app, loggingContext([]), [job('often', 1000), job('seldom', 3000)]);

    await vi.advanceTimersByTimeAsync(3000);
    expect(runs.filter((name) => name === 'often')).toHaveLength(3);
    expect(runs.filter((name) => name === 'seldom')).toHaveLength(1);

    await app.close();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toHaveLength(4);
  });

  it('does not start a pass while the previous one still runs', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let started = 0;
    let finish = () => {};
    const slow = defineJob({
      name: 'slow',
      everyMs: 1000,
      run: () => {
        started += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      },
    });
    const app = Fastify();
    startScheduledJobs(app, loggingContext([]), [slow]);

    await vi.advanceTimersByTimeAsync(5000);
    expect(started).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toBe(2);
    await app.close();
  });

  it('logs a failed pass with the job’s name and runs it again on the next tick', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const logged: Logged[] = [];
    let attempts = 0;
    const flaky = defineJob({
      name: 'flaky',
      everyMs: 1000,
      run: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('database went away');
        return { handled: 2 };
      },
    });
    const app = Fastify();
    startScheduledJobs(app, loggingContext(logged), [flaky]);

    await vi.advanceTimersByTimeAsync(2000);
    expect(attempts).toBe(2);
    expect(logged).toEqual([
      expect.objectContaining({ level: 'warn', fields: expect.objectContaining({ job: 'flaky' }) }),
      { level: 'info', fields: { job: 'flaky', handled: 2 }, message: 'Job flaky done' },
    ]);
    await app.close();
  });

  it("runs the domain's own jobs: an abandoned checkout is cancelled with no request behind it", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let now = T0;
    const server = await createTestServer({ dialect: 'sqlite', now: () => now });
    try {
      const ann = await signInTestUser(server.ctx, { email: 'ann@example.com' });
      const courseId = await insertCourse(server.ctx.db, { slug: 'paid', price_cents: 4900 });
      const started = await server.app.inject({
        method: 'POST',
        url: API_PATHS.functions('startCheckout'),
        headers: { authorization: `Bearer ${ann.idToken}` },
        payload: { data: { courseId } },
      });
      expect(started.statusCode).toBe(200);
      const status = async () =>
        (await server.ctx.db.selectFrom('orders').select('status').executeTakeFirstOrThrow()).status;
      expect(await status()).toBe('pending');

      now += 24 * 60 * 60_000;
      const sweep = domainJobs.find((job) => job.name === 'payments.cancel-expired-checkouts');
      await vi.advanceTimersByTimeAsync(sweep?.everyMs ?? Number.NaN);
      // The pass itself is real database work, which a loaded machine may take seconds over.
      await vi.waitFor(async () => expect(await status()).toBe('cancelled'), { timeout: 60_000 });
    } finally {
      await server.close();
    }
  });
});
