// A scheduled job: work no request asks for (sweeps of expired records, retention, the mail outbox), declared once by
// the area that owns its tables (its manifest's `jobs`) and collected in areas/index.ts. Each host runs the list its
// own way: the server with timers, the page on demand, Cloud Functions with onSchedule; none names a job itself.
import type { DomainContext } from '../context';

/** What one pass did, for the log: a count per kind of thing it handled ({} or nothing when there was no work). */
export type JobReport = Readonly<Record<string, number>>;

export interface DomainJob {
  /** Unique across areas, `<area>.<what>`: names the job in logs and in a host's schedule. */
  name: string;
  /** How often a host runs it. */
  everyMs: number;
  /**
   * One pass. Idempotent, and safe when several server copies run it at the same moment (each statement is
   * a conditional delete or update), so no host needs a lock to run it.
   */
  run(ctx: DomainContext): Promise<JobReport | void>;
}

export function defineJob(job: DomainJob): DomainJob {
  return job;
}
