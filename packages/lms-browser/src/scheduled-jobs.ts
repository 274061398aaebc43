// The page runs the domain's job list (lms-domain `jobs`, declared by the areas' manifests) on demand: a page lives for
// minutes, not hours, so timers would never come due; a story or test that wants a sweep's effect (an expired checkout
// cancelled, old audit entries gone) asks for the schedule, having moved the clock, and sees what the server would do.
import { jobs as domainJobs, runJobs, type DomainContext, type JobOutcome } from '@lms/domain';

/** Every job once, in list order; `names` limits the pass to those jobs. */
export function runScheduledJobs(ctx: DomainContext, names?: readonly string[]): Promise<JobOutcome[]> {
  const chosen = names === undefined ? domainJobs : domainJobs.filter((job) => names.includes(job.name));
  return runJobs(ctx, chosen);
}
