// What every part of the suite is given and returns: one line of figures and a pass or fail, with the failures'
// details for the console.
export interface SuiteSettings {
  seed: number;
  /** Generated inputs per operation and role (valid, boundary and invalid together). */
  fuzzCases: number;
  fuzzConcurrency: number;
  /** Seconds of writes before each SIGKILL, and how many kills. */
  killWriteSeconds: number;
  killRounds: number;
  killWriters: number;
  /** Seconds of the two-copy run; one copy is killed half-way. */
  clusterSeconds: number;
  clusterSessions: number;
  clusterOrders: number;
  soakMinutes: number;
  soakConnections: number;
  /** How far the last quarter's median memory may rise above the second quarter's, as a fraction. */
  memoryTolerance: number;
  postgresAdminUrl: string;
}

export interface PartContext {
  repoRoot: string;
  workDir: string;
  settings: SuiteSettings;
  log(line: string): void;
}

export interface PartResult {
  part: string;
  pass: boolean;
  /** The one line of figures the suite prints for the part. */
  figures: string;
  /** What failed, precisely enough to reproduce (empty when the part passed). */
  failures: string[];
  seconds: number;
}

/**
 * Runs a part, timing it and turning a crash of the harness itself into a failed part. A part returns its own
 * result, or several named ones (the soak also reports the backup taken under its load).
 */
export async function timedPart(
  part: string,
  run: () => Promise<Omit<PartResult, 'part' | 'seconds'> | Omit<PartResult, 'seconds'>[]>,
): Promise<PartResult[]> {
  const started = performance.now();
  try {
    const outcome = await run();
    const seconds = (performance.now() - started) / 1000;
    const results = Array.isArray(outcome) ? outcome : [{ part, ...outcome }];
    return results.map((result) => ({ ...result, seconds }));
  } catch (error) {
    return [
      {
        part,
        pass: false,
        figures: 'the part could not run',
        failures: [(error as Error).stack ?? String(error)],
        seconds: (performance.now() - started) / 1000,
      },
    ];
  }
}

export const count = (n: number) => n.toLocaleString('en-US');

/** Runs `work` over `items` with at most `limit` at once. */
export async function pool<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  });
  await Promise.all(lanes);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
