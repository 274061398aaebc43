// The domain's job list (lms-domain `jobs`, declared by the areas' manifests) as scheduled Cloud Functions, one per
// job, named after it: `payments.cancel-expired-checkouts` runs as `job-payments-cancel-expired-checkouts`. Cloud
// Scheduler starts each at its interval (a minute at least); a pass that overlaps another instance's is safe, as the
// jobs are written for several server copies.
import { jobs as domainJobs, runJob, type DomainContext, type DomainJob } from '@lms/domain';
import { onSchedule, type ScheduleFunction } from 'firebase-functions/v2/scheduler';
import { CALLABLE_OPTIONS } from './api-routes';

/** Cloud Scheduler's finest interval. */
const MINUTE_MS = 60_000;

/** A job's function name: letters, digits and hyphens, as Cloud Functions names allow. */
export function jobFunctionName(job: Pick<DomainJob, 'name'>): string {
  return `job-${job.name.replace(/[^A-Za-z0-9]+/g, '-')}`;
}

/** "every 5 minutes": the job's interval rounded up to whole minutes. */
export function scheduleOf(job: Pick<DomainJob, 'everyMs'>): string {
  const minutes = Math.max(1, Math.ceil(job.everyMs / MINUTE_MS));
  return `every ${minutes} minutes`;
}

export function scheduledFunctions(
  context: () => Promise<DomainContext>,
  jobs: readonly DomainJob[] = domainJobs,
): Record<string, ScheduleFunction> {
  return Object.fromEntries(
    jobs.map((job) => [
      jobFunctionName(job),
      onSchedule({ ...CALLABLE_OPTIONS, schedule: scheduleOf(job), retryCount: 0 }, async () => {
        // runJob logs a failure and never throws: the next pass tries again, as on the server.
        await runJob(await context(), job);
      }),
    ]),
  );
}
