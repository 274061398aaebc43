// lms-domain's embedding fixture on a server of its own, with the server's launch-token endpoint
// (POST /api/embed/launch-tokens, outside the callable protocol) called over HTTP.
import { API_PATHS } from '@lms/core';
import { embedSetup, type EmbedSetup } from '@lms/domain/conformance/fixtures/embed-harness';
import type { DatabaseDialect } from '../../src/context';
import { startActionPlanServer, type ActionPlanHarness } from '../action-plans/action-plan-harness';

export { SCHOOL } from '@lms/domain/conformance/fixtures/embed-harness';

export interface EmbedHarness extends ActionPlanHarness, EmbedSetup {
  requestLaunchToken(
    apiKey: string | null,
    body: unknown,
  ): Promise<{ status: number; json: Record<string, unknown> }>;
}

export async function startEmbedServer(dialect: DatabaseDialect): Promise<EmbedHarness> {
  const h = await startActionPlanServer(dialect);
  try {
    return {
      ...h,
      ...(await embedSetup(h)),
      async requestLaunchToken(apiKey, body) {
        const response = await h.server.app.inject({
          method: 'POST',
          url: API_PATHS.embedLaunchTokens,
          headers: apiKey === null ? {} : { authorization: `Bearer ${apiKey}` },
          payload: body as Record<string, unknown>,
        });
        return { status: response.statusCode, json: response.json() };
      },
    };
  } catch (error) {
    await h.close();
    throw error;
  }
}
