// A server for the tests of the payments area's own routes (sandbox page, Stripe webhook) and its Stripe client: the
// API routes with every handler plus those routes, with the payment settings the test asks for. Built from the same
// parts as createApp, so what runs here is what runs in `lms start`.
import Fastify, { type FastifyInstance } from 'fastify';
import { API_PATHS, type OperationInput, type OperationName, type OperationOutput } from '@lms/core';
import type { ServerConfig } from '../../src/config';
import type { DatabaseDialect, ServerContext } from '../../src/context';
import { readPaymentsConfig } from '@lms/domain';
import { handlers } from '@lms/domain/internal/areas/index';
import { registerApiRoutes } from '../../src/api-routes';
import { registerErrorHandler } from '../../src/http/error-handler';
import { registerPaymentRoutes } from '../../src/payments';
import { signInTestUser } from '../helpers/auth';
import { createTestContext, type TestContext } from '../helpers/context';
import { PUBLIC_URL } from '@lms/domain/conformance/fixtures/payments-fixtures';

export interface PaymentsTestServer {
  app: FastifyInstance;
  ctx: ServerContext;
  /** Signs in (creating the account if needed) and returns a caller for `call`. */
  user(email: string, options?: { admin?: boolean }): Promise<TestCaller>;
  close(): Promise<void>;
}

export interface TestCaller {
  uid: string;
  email: string;
  token: string;
}

// The host-agnostic parts are the conformance suite's (the payments groups moved to lms-domain).
export {
  activeEnrollments,
  couponCount,
  PUBLIC_URL,
} from '@lms/domain/conformance/fixtures/payments-fixtures';

export async function createPaymentsTestServer(options: {
  dialect: DatabaseDialect;
  env?: Record<string, string>;
  now?: () => number;
}): Promise<PaymentsTestServer> {
  const env = { LMS_PUBLIC_URL: PUBLIC_URL, ...options.env };
  const context: TestContext = await createTestContext({ dialect: options.dialect, env });
  const { payments, problems } = readPaymentsConfig(env);
  if (problems.length > 0) throw new Error(problems.join('; '));
  const config: ServerConfig = Object.assign({}, context.ctx.config, { payments });
  const ctx: ServerContext = { ...context.ctx, config, now: options.now ?? context.ctx.now };

  const app = Fastify({ loggerInstance: ctx.log });
  registerErrorHandler(app);
  registerApiRoutes(app, ctx, { handlers });
  registerPaymentRoutes(app, ctx);
  await app.ready();

  return {
    app,
    ctx,
    async user(email, userOptions = {}) {
      const session = await signInTestUser(ctx, { email, admin: userOptions.admin === true });
      return { uid: session.uid, email, token: session.idToken };
    },
    async close() {
      await app.close();
      await context.close();
    },
  };
}

/** Calls an operation over HTTP like a client; answers the status and the parsed body. */
export interface CallAnswer {
  status: number;
  body: { result?: unknown; error?: { code: string; message: string; details?: Record<string, unknown> } };
}

export async function call(
  server: PaymentsTestServer,
  caller: TestCaller | null,
  name: OperationName,
  data: unknown,
): Promise<CallAnswer> {
  const response = await server.app.inject({
    method: 'POST',
    url: API_PATHS.functions(name),
    headers: caller === null ? {} : { authorization: `Bearer ${caller.token}` },
    payload: { data },
  });
  return { status: response.statusCode, body: response.json() };
}

/** The result of a call that must succeed. */
export async function ok<N extends OperationName>(
  server: PaymentsTestServer,
  caller: TestCaller | null,
  name: N,
  data: OperationInput<N>,
): Promise<OperationOutput<N>> {
  const { status, body } = await call(server, caller, name, data);
  if (status !== 200) throw new Error(`${name} answered ${status}: ${JSON.stringify(body)}`);
  return body.result as OperationOutput<N>;
}
