// Runs a job once the way every host does: a failure is logged and reported, never thrown, since a host runs jobs
// from timers where a rejection would go unheard; the next pass tries again.
import type { DomainContext } from '../context';
import type { DomainJob, JobReport } from './define-job';

export type JobOutcome =
  { job: string; ok: true; report: JobReport } | { job: string; ok: false; error: unknown };

export async function runJob(ctx: DomainContext, job: DomainJob): Promise<JobOutcome> {
  try {
    const report = (await job.run(ctx)) ?? {};
    // Quiet when there was nothing to do: most passes of a sweep find nothing.
    if (Object.values(report).some((count) => count > 0))
      ctx.log.info({ job: job.name, ...report }, `Job ${job.name} done`);
    return { job: job.name, ok: true, report };
  } catch (error) {
    ctx.log.warn({ err: error, job: job.name }, `Job ${job.name} failed; the next pass tries again`);
    return { job: job.name, ok: false, error };
  }
}

/** Every job once, one after another (the page host's "run the schedule now", and tests). */
export async function runJobs(ctx: DomainContext, jobs: readonly DomainJob[]): Promise<JobOutcome[]> {
  const outcomes: JobOutcome[] = [];
  for (const job of jobs) outcomes.push(await runJob(ctx, job));
  return outcomes;
}
