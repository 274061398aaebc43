// A server for payments tests: the API routes with every handler plus the payments area's own routes (sandbox
// page, Stripe webhook), with the payment settings the test asks for. Built from the same parts as createApp, so
// what runs here is what runs in `lms start` once registerPaymentRoutes is mounted there.
import Fastify, { type FastifyInstance } from 'fastify';
import { API_PATHS, type OperationInput, type OperationName, type OperationOutput } from '@lms/core';
import type { ServerConfig } from '../../src/config';
import type { DatabaseDialect, ServerContext } from '../../src/context';
import { handlers } from '@lms/domain/internal/areas/index';
import { registerApiRoutes } from '../../src/api-routes';
import { registerErrorHandler } from '../../src/http/error-handler';
import { readPaymentsConfig, registerPaymentRoutes } from '../../src/payments';
import { signInTestUser } from '../helpers/auth';
import { createTestContext, type TestContext } from '../helpers/context';

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

export const PUBLIC_URL = 'http://school.test';

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

/** Starts a checkout and pays through the sandbox page exactly as a browser would; returns the order's id. */
export async function buyThroughSandbox(
  server: PaymentsTestServer,
  who: TestCaller,
  courseId: string,
  couponCode?: string,
): Promise<string> {
  const started = await ok(server, who, 'startCheckout', { courseId, ...(couponCode ? { couponCode } : {}) });
  if (started.next.kind === 'redirect') {
    const paid = await server.app.inject({
      method: 'POST',
      url: new URL(started.next.url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'cardNumber=4242424242424242&expiry=12%2F40&cvc=123',
    });
    if (paid.statusCode !== 303)
      throw new Error(`the sandbox page answered ${paid.statusCode}: ${paid.body}`);
  }
  return started.orderId;
}

export async function activeEnrollments(
  ctx: ServerContext,
  userId: string,
  courseId: string,
): Promise<number> {
  const rows = await ctx.db
    .selectFrom('enrollments')
    .select('id')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .where('ended_at', 'is', null)
    .execute();
  return rows.length;
}

export async function couponCount(ctx: ServerContext, code: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('coupons')
    .select('redemption_count')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return Number(row.redemption_count);
}
