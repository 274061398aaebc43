// Runs one integration check and shapes its answer: how long it took, and any exception as a failed check in the
// integration's own words (a test page that threw would tell the admin nothing).
import type { IntegrationCheckName, IntegrationCheckResult, IntegrationFact } from '@lms/core';
import { isLmsError } from '@lms/core';
import type { DomainContext } from '../context';

/** What a check found; the runner adds the name, the time it took and when. */
export interface CheckOutcome {
  status: IntegrationCheckResult['status'];
  facts: IntegrationFact[];
  problem?: string | null;
  previewPath?: string | null;
}

export const fact = (name: string, value: string | number | boolean): IntegrationFact => ({
  name,
  value: String(value),
});

export const notConfigured = (problem: string, facts: IntegrationFact[] = []): CheckOutcome => ({
  status: 'not-configured',
  facts,
  problem,
});

// performance.now() is in every host (browsers, Node, workers) and, unlike ctx.now(), is not moved by a test clock.
const elapsed = (start: number) => Math.round((performance.now() - start) * 10) / 10;

export async function runCheck(
  ctx: DomainContext,
  check: IntegrationCheckName,
  run: () => Promise<CheckOutcome>,
): Promise<IntegrationCheckResult> {
  const start = performance.now();
  let outcome: CheckOutcome;
  try {
    outcome = await run();
  } catch (error) {
    const problem = isLmsError(error) || error instanceof Error ? error.message : String(error);
    ctx.log.warn({ err: error, check }, 'An integration check failed');
    outcome = { status: 'failed', facts: [], problem };
  }
  return {
    check,
    status: outcome.status,
    facts: outcome.facts,
    problem: outcome.problem ?? null,
    durationMs: elapsed(start),
    checkedAt: new Date(ctx.now()).toISOString(),
    previewPath: outcome.previewPath ?? null,
  };
}
