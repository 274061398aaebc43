import { z } from 'zod';
import { INTEGRATION_CHECK_STATUSES, INTEGRATION_CHECKS } from './integration-check-names';

export const integrationCheckNameSchema = z.enum(INTEGRATION_CHECKS);

/**
 * One thing a check found. `name` is a stable key the screen words in the admin's language (dialect, version,
 * roundTripMs, ...); `value` is what the integration answered, shown as it is (versions, addresses, counts).
 */
export const integrationFactSchema = z.object({ name: z.string(), value: z.string() });
export type IntegrationFact = z.output<typeof integrationFactSchema>;

export const integrationCheckResultSchema = z.object({
  check: integrationCheckNameSchema,
  status: z.enum(INTEGRATION_CHECK_STATUSES),
  facts: z.array(integrationFactSchema),
  /** What went wrong, in the integration's own words (a failed check), or why there is none (not configured). */
  problem: z.string().nullable(),
  durationMs: z.number().min(0),
  checkedAt: z.string(),
  /** The embedding check: a step of the site to show in a frame, as another site would. */
  previewPath: z.string().nullable(),
});
export type IntegrationCheckResult = z.output<typeof integrationCheckResultSchema>;
