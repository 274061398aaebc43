// The action-plan harness plus what embedding tests need: a clock to move, an allowed origin with an API key, one
// step, and the two HTTP endpoints outside the callable protocol (launch tokens, cmi5 fetch).
import { API_PATHS, AUTH_ENDPOINTS, type OperationOutput } from '@lms/core';
import type { DatabaseDialect } from '../../src/context';
import { startActionPlanServer, type ActionPlanHarness } from '../action-plans/action-plan-harness';

export const SCHOOL = 'https://school.example';

export interface EmbedHarness extends ActionPlanHarness {
  stepId: string;
  keyId: string;
  apiKey: string;
  /** Moves the server's clock. */
  advance(ms: number): void;
  requestLaunchToken(
    apiKey: string | null,
    body: unknown,
  ): Promise<{ status: number; json: Record<string, unknown> }>;
  /** Issues a token for the student and the step, failing the test otherwise. */
  launchToken(): Promise<string>;
  /** Exchanges a token from the school's page, failing the test unless it works. */
  exchange(launchToken: string): Promise<OperationOutput<'exchangeLaunchToken'>>;
  /** Exchanges a token expecting a refusal. */
  exchangeFails(
    launchToken: string,
    embedOrigin?: string,
    stepId?: string,
  ): ReturnType<ActionPlanHarness['fail']>;
  refresh(refreshToken: string): Promise<number>;
  postFetch(url: string): Promise<{ status: number; json: Record<string, unknown> }>;
}

export async function startEmbedServer(dialect: DatabaseDialect): Promise<EmbedHarness> {
  let offset = 0;
  const h = await startActionPlanServer(dialect, { now: () => Date.now() + offset });
  await h.call(h.admin.idToken, 'addEmbedOrigin', { origin: SCHOOL });
  const plan = await h.call(h.admin.idToken, 'createActionPlanStep', {
    courseId: h.courseId,
    title: 'Reflect',
  });
  const stepId = plan.steps[0]?.id ?? '';
  const created = await h.call(h.admin.idToken, 'createEmbedApiKey', { name: 'School', origins: [SCHOOL] });
  const requestLaunchToken = async (apiKey: string | null, body: unknown) => {
    const response = await h.server.app.inject({
      method: 'POST',
      url: API_PATHS.embedLaunchTokens,
      headers: apiKey === null ? {} : { authorization: `Bearer ${apiKey}` },
      payload: body as Record<string, unknown>,
    });
    return { status: response.statusCode, json: response.json() };
  };
  return {
    ...h,
    stepId,
    keyId: created.key.id,
    apiKey: created.secret,
    advance(ms) {
      offset += ms;
    },
    requestLaunchToken,
    async launchToken() {
      const answer = await requestLaunchToken(created.secret, { email: h.student.email, stepId });
      if (answer.status !== 201)
        throw new Error(`launch token: ${answer.status} ${JSON.stringify(answer.json)}`);
      return answer.json.launchToken as string;
    },
    exchange: (launchToken) =>
      h.call(null, 'exchangeLaunchToken', { launchToken, embedOrigin: SCHOOL, stepId }),
    exchangeFails: (launchToken, embedOrigin = SCHOOL, forStep = stepId) =>
      h.fail(null, 'exchangeLaunchToken', { launchToken, embedOrigin, stepId: forStep }),
    async refresh(refreshToken) {
      const response = await h.server.app.inject({
        method: 'POST',
        url: API_PATHS.auth(AUTH_ENDPOINTS.token),
        payload: { grant_type: 'refresh_token', refresh_token: refreshToken },
      });
      return response.statusCode;
    },
    async postFetch(url) {
      const { pathname, search } = new URL(url);
      const response = await h.server.app.inject({ method: 'POST', url: `${pathname}${search}` });
      return { status: response.statusCode, json: response.json() };
    },
  };
}
