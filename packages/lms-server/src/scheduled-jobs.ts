// The server runs the domain's job list (lms-domain `jobs`, declared by the areas' manifests) on timers: one timer per
// job, stopped when the app closes. Every server copy runs every job; each job is safe to run side by side. A pass
// still running when its next tick comes is not started twice: a slow sweep must not pile up on a busy database.
import type { FastifyInstance } from 'fastify';
import { jobs as domainJobs, runJob, type DomainJob } from '@lms/domain';
import type { ServerContext } from './context';

export function startScheduledJobs(
  app: FastifyInstance,
  ctx: ServerContext,
  jobs: readonly DomainJob[] = domainJobs,
): void {
  const timers = jobs.map((job) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      void runJob(ctx, job).finally(() => {
        running = false;
      });
    }, job.everyMs);
    // A timer must not keep a CLI command or a test process alive.
    timer.unref();
    return timer;
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
}
