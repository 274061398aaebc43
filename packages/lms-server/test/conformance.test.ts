// The server hosts the domain as every host must: lms-domain's conformance suite, on SQLite and on PostgreSQL,
// through Fastify (app.inject: the routes, body parsers and error handlers a real request meets).
import { describe } from 'vitest';
import { describeAuthorizationTable, describeHostConformance } from '@lms/domain/conformance';
import { testDatabases } from './helpers/databases';
import { createTestServer } from './helpers/server';
import { signInTestUser } from './helpers/auth';
import { runDomainJob } from './helpers/jobs';

describeAuthorizationTable();

describe.each(testDatabases())('the server on $dialect', ({ dialect }) => {
  describeHostConformance(async (options) => {
    const server = await createTestServer({ dialect, ...options });
    return {
      ctx: server.ctx,
      async fetch(path, init = {}) {
        const reply = await server.app.inject({
          method: (init.method ?? 'GET') as 'GET' | 'POST',
          url: path,
          headers: Object.fromEntries(new Headers(init.headers)),
          ...(init.body == null ? {} : { payload: String(init.body) }),
        });
        const headers = new Headers();
        for (const [name, value] of Object.entries(reply.headers)) {
          if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
        }
        return new Response(reply.body, { status: reply.statusCode, headers });
      },
      runJob: (name) => runDomainJob(server.ctx, name),
      signIn: (options) => signInTestUser(server.ctx, options),
      close: () => server.close(),
    };
  });
});
