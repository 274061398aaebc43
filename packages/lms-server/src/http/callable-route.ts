// POST /api/fn/:name: the callable protocol of spec section 7 over lms-domain's dispatch (runOperation): the same
// checks in the same order as every other host. Here: the caller from the Authorization header, and the answer
// text of frozen results kept, so a cached catalogue page is checked and serialised once.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { OperationName } from '@lms/core';
import { checkResult, isImmutableResult, operationNamed, runOperation, type HandlerMap } from '@lms/domain';
import type { Caller, ServerContext } from '../context';
import { BODY_LIMIT_BYTES } from './limits';

export type Authenticate = (ctx: ServerContext, authorizationHeader?: string) => Promise<Caller | null>;

export interface CallableRouteDeps {
  authenticate: Authenticate;
  handlers: Partial<HandlerMap>;
  /**
   * A further check of a signed-in caller for an operation (for example the limits of an embedded session); returns
   * the caller as the handler should see it.
   */
  authorize?: (caller: Caller, name: OperationName) => Caller;
}

export const CALLABLE_ROUTE = '/api/fn/:name';

/** The answer text of results already checked, per operation (see lms-domain's functions/immutable-result.ts). */
const checkedBodies = new WeakMap<object, Partial<Record<OperationName, string>>>();

export function registerCallableRoute(
  app: FastifyInstance,
  ctx: ServerContext,
  deps: CallableRouteDeps,
): void {
  app.post<{ Params: { name: string } }>(
    CALLABLE_ROUTE,
    { bodyLimit: BODY_LIMIT_BYTES },
    async (request, reply) => {
      // An unknown operation is not-found before the token is even read.
      operationNamed(request.params.name);
      const { name, result } = await runOperation({
        ctx,
        handlers: deps.handlers,
        name: request.params.name,
        caller: await deps.authenticate(ctx, request.headers.authorization),
        body: request.body,
        // Behind a proxy, the client's address when LMS_TRUST_PROXY says so (Fastify's trustProxy).
        clientIp: request.ip,
        ...(request.headers['user-agent'] ? { userAgent: request.headers['user-agent'] } : {}),
        ...(deps.authorize ? { authorize: deps.authorize } : {}),
      });
      const body = resultBody(name, result, request.log);
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
}

/**
 * `{"result": ...}`, the answer text of an operation's result once the contract's output schema passed it: the last
 * gate, so extra fields (a password hash, say) never reach the client. Also what the landing page's document carries
 * (landing-document.ts).
 */
export function resultBody(name: OperationName, result: unknown, log: FastifyBaseLogger): string {
  const immutable = isImmutableResult(result);
  const known = immutable ? checkedBodies.get(result)?.[name] : undefined;
  if (known !== undefined) return known;
  const body = JSON.stringify({ result: checkResult(name, result, log) });
  // A frozen result cannot change, so its check and its text hold for every later answer.
  if (immutable) checkedBodies.set(result, { ...checkedBodies.get(result), [name]: body });
  return body;
}
