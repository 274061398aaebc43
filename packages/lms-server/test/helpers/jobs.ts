// Runs one of the domain's scheduled jobs by name, as a host's schedule would, and fails the test if it failed.
import { jobs, runJob, type DomainContext, type JobReport } from '@lms/domain';

export async function runDomainJob(ctx: DomainContext, name: string): Promise<JobReport> {
  const job = jobs.find((candidate) => candidate.name === name);
  if (job === undefined)
    throw new Error(`No domain job named ${name}: ${jobs.map((j) => j.name).join(', ')}`);
  const outcome = await runJob(ctx, job);
  if (!outcome.ok) throw outcome.error;
  return outcome.report;
}
