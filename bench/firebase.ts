// `--only firebase`: the Firebase host's callables on the emulators (issue 33: figures, no target): the first call of
// a function no request has reached yet (the emulator starts its process and loads the functions' bundle, as a cold
// Cloud Functions instance does) and the round trip of a warm one, through the deployment the Firebase end-to-end
// spec uses (e2e/harness/firebase-stack.ts: the deployable bundle on Node 22, PostgreSQL, the demo catalogue).
import { startFirebaseStack } from '../e2e/harness/firebase-stack';
import type { Check } from './targets';
import { ms } from './targets';

export interface FirebaseCallableFigures {
  /** Milliseconds from sending the first call of a function to its answer. */
  coldStartMs: number;
  /** Median and 95th percentile of sequential warm calls, in milliseconds. */
  roundTripMedianMs: number;
  roundTripP95Ms: number;
  calls: number;
}

const GROUP = 'Firebase callables (emulator)';
const WARM_CALLS = 30;

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

export async function measureFirebaseCallables(
  repoRoot: string,
  log: (line: string) => void,
): Promise<FirebaseCallableFigures> {
  log('firebase: starting the emulators (Hosting, Auth, Functions) on the demo deployment');
  const stack = await startFirebaseStack(repoRoot);
  try {
    // getSiteSettings: public, and not one the stack's readiness probe (listCourses) has called.
    const call = async () => {
      const started = performance.now();
      const response = await fetch(`${stack.functionsUrl}/getSiteSettings`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: {} }),
      });
      const body = (await response.json()) as { result?: unknown };
      if (!response.ok || body.result === undefined) {
        throw new Error(`getSiteSettings answered ${response.status}: ${JSON.stringify(body)}`);
      }
      return performance.now() - started;
    };
    const coldStartMs = await call();
    const warm: number[] = [];
    for (let index = 0; index < WARM_CALLS; index += 1) warm.push(await call());
    warm.sort((a, b) => a - b);
    return {
      coldStartMs,
      roundTripMedianMs: percentile(warm, 0.5),
      roundTripP95Ms: percentile(warm, 0.95),
      calls: WARM_CALLS,
    };
  } finally {
    await stack.stop();
  }
}

export function firebaseChecks(figures: FirebaseCallableFigures | { skipped: string }): Check[] {
  if ('skipped' in figures) {
    return [
      {
        group: GROUP,
        figure: 'cold start, round trip',
        value: `not run: ${figures.skipped}`,
        target: '-',
        limit: '-',
        status: 'not run',
      },
    ];
  }
  const info = (figure: string, value: string): Check => ({
    group: GROUP,
    figure,
    value,
    target: 'no target (issue 33)',
    limit: '-',
    status: 'info',
  });
  return [
    info('first call of a function (cold start: process + bundle)', ms(figures.coldStartMs)),
    info(
      `warm round trip, ${figures.calls} calls`,
      `median ${ms(figures.roundTripMedianMs)}, p95 ${ms(figures.roundTripP95Ms)}`,
    ),
  ];
}
