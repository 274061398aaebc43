// The targets and budgets, and the checks that compare each figure with them. "target" is what the figure
// should reach; "limit" is the bound it is measured against in the same run: the bare Fastify route for server
// figures, the budget for bundles. Only budgets (and broken measurements) fail `npm run bench`; a missed target is
// reported as MISS.

export const TARGETS = {
  readRatio: 0.5,
  progressRatio: 0.3,
  p99Ms: 25,
  growthCost: 2,
  reportMs: 300,
  landingBudgetBytes: 90 * 1000,
  actionPlanBudgetBytes: 70 * 1000,
  embedBudgetBytes: 4 * 1000,
  lighthouseGoodScore: 90,
  lighthouseGoodLcpMs: 2500,
} as const;

export type CheckStatus = 'pass' | 'miss' | 'fail' | 'info' | 'not built yet' | 'not run';

export interface Check {
  group: string;
  figure: string;
  value: string;
  target: string;
  limit: string;
  status: CheckStatus;
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const ms = (value: number) => (value >= 100 ? `${Math.round(value)} ms` : `${value.toFixed(1)} ms`);
export const perSecond = (value: number) => `${Math.round(value).toLocaleString('en-US')} req/s`;
export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

export function atLeast(value: number, target: number): CheckStatus {
  return value >= target ? 'pass' : 'miss';
}

export function below(value: number, target: number): CheckStatus {
  return value < target ? 'pass' : 'miss';
}

/** A budget: over it fails the run. */
export function withinBudget(value: number, budget: number): CheckStatus {
  return value <= budget ? 'pass' : 'fail';
}
