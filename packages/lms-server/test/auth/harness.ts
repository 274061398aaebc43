// A Fastify app with the API routes and the auth pages on a fresh test database, and helpers to call the endpoints
// and read the outbox: for the server's own auth tests (its pages, SMTP, scrypt, two server copies). The identity
// provider's rules run on every host with lms-domain's conformance fixture (conformance/fixtures/auth-fixtures.ts).
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, AUTH_ENDPOINTS } from '@lms/core';
import type { AuthSessionResponse } from '@lms/core';
import type { Env } from '../../src/config';
import type { DatabaseDialect, ServerContext } from '../../src/context';
import { registerAuthRoutes } from '../../src/auth';
import { registerApiRoutes } from '../../src/api-routes';
import { handlers } from '@lms/domain';
import { createTestContext } from '../helpers/context';
import type { TestDatabase } from '../helpers/databases';

export interface HttpAnswer {
  status: number;
  // Tests read whatever the endpoint answered; each assertion says what it expects.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Record<string, string | string[] | number | undefined>;
  text: string;
}

export interface AuthHarness {
  ctx: ServerContext;
  app: FastifyInstance;
  database: TestDatabase;
  post(endpoint: string, body: unknown, options?: { ip?: string }): Promise<HttpAnswer>;
  signUp(email: string, password?: string, displayName?: string): Promise<AuthSessionResponse>;
  outbox(to: string): Promise<{ subject: string; text_body: string; html_body: string | null }[]>;
  /** The oobCode of the newest mailed link to `to`. */
  lastMailedCode(to: string): Promise<string>;
  close(): Promise<void>;
}

export const PASSWORD = 'correct horse 1';

/** With `sharing`, a second server copy on the first harness's database (PostgreSQL only: SQLite locks its directory). */
export async function createAuthHarness(
  dialect: DatabaseDialect,
  env: Env = {},
  sharing?: AuthHarness,
): Promise<AuthHarness> {
  const test = await createTestContext({
    dialect,
    env,
    ...(sharing ? { database: sharing.database } : {}),
  });
  const { ctx } = test;
  const app = Fastify({ logger: false });
  registerApiRoutes(app, ctx, { handlers });
  registerAuthRoutes(app, ctx);
  await app.ready();

  const answer = (response: Awaited<ReturnType<typeof app.inject>>): HttpAnswer => {
    let body: unknown;
    try {
      body = response.json();
    } catch {
      body = undefined;
    }
    return { status: response.statusCode, body, headers: response.headers, text: response.body };
  };

  const harness: AuthHarness = {
    ctx,
    app,
    database: test.database,
    async post(endpoint, body, options = {}) {
      return answer(
        await app.inject({
          method: 'POST',
          url: API_PATHS.auth(endpoint),
          payload: body as object,
          remoteAddress: options.ip ?? '127.0.0.1',
        }),
      );
    },
    async signUp(email, password = PASSWORD, displayName) {
      const response = await harness.post(AUTH_ENDPOINTS.signUp, {
        email,
        password,
        ...(displayName === undefined ? {} : { displayName }),
      });
      if (response.status !== 200) throw new Error(`sign-up failed: ${response.text}`);
      return response.body as AuthSessionResponse;
    },
    outbox: (to) =>
      ctx.db
        .selectFrom('outbox')
        .select(['subject', 'text_body', 'html_body'])
        .where('to_address', '=', to)
        .orderBy('id')
        .execute(),
    async lastMailedCode(to) {
      const mails = await harness.outbox(to);
      const text = mails.at(-1)?.text_body ?? '';
      const code = /oobCode=([A-Za-z0-9_-]+)/.exec(text)?.[1];
      if (!code) throw new Error(`no code mailed to ${to}`);
      return code;
    },
    async close() {
      await app.close();
      await test.close();
    },
  };
  return harness;
}
