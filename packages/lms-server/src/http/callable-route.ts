// POST /api/fn/:name: the callable protocol of spec section 7 ({data} in, {result} out) over the contract in
// lms-core. Order of checks: operation exists, caller is who they say, caller may call it, input is valid.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { LmsError, isOperationName, operations, type Operation, type OperationName } from '@lms/core';
import type { Caller, ServerContext } from '../context';
import { isImmutableResult } from '@lms/domain';
import type { HandlerMap } from '@lms/domain';
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

type AnyHandler = (call: { ctx: ServerContext; caller: Caller | null; input: unknown }) => Promise<unknown>;

export const CALLABLE_ROUTE = '/api/fn/:name';

/** The answer text of results already checked, per operation (see functions/immutable-result.ts). */
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
      const { name } = request.params;
      if (!isOperationName(name))
        throw new LmsError('functions/not-found', `There is no operation named "${name}".`);
      const operation: Operation = operations[name];

      const authenticated = await deps.authenticate(ctx, request.headers.authorization);
      assertAccess(operation, authenticated);
      const caller =
        authenticated !== null && deps.authorize ? deps.authorize(authenticated, name) : authenticated;

      const input = parseInput(operation, request.body);
      const handler = deps.handlers[name] as AnyHandler | undefined;
      if (handler === undefined) {
        throw new LmsError(
          'functions/unimplemented',
          `The operation "${name}" is not available on this server.`,
        );
      }
      const result = await handler({ ctx, caller, input });
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
  const checked = operations[name].output.safeParse(result);
  if (!checked.success) {
    log.error({ operation: name, issues: checked.error.issues }, 'handler result breaks the contract');
    throw new LmsError('functions/internal', `Result of ${name} does not match its contract.`);
  }
  const body = JSON.stringify({ result: checked.data });
  // A frozen result cannot change, so its check and its text hold for every later answer.
  if (immutable) checkedBodies.set(result, { ...checkedBodies.get(result), [name]: body });
  return body;
}

function assertAccess(operation: Operation, caller: Caller | null): void {
  if (operation.access === 'public') return;
  if (caller === null) {
    throw new LmsError(
      'functions/unauthenticated',
      `Sign in to call ${operation.name}: send "Authorization: Bearer <ID token>".`,
    );
  }
  if (operation.access === 'admin' && !caller.admin) {
    throw new LmsError('functions/permission-denied', `Only administrators may call ${operation.name}.`);
  }
}

function parseInput(operation: Operation, body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !('data' in body)) {
    throw new LmsError(
      'functions/invalid-argument',
      'The request body must be a JSON object {"data": ...}.',
      {
        reason: 'missing-data',
      },
    );
  }
  // Firebase's callable clients send {data: null} for "no argument"; the contract's objects default to {}.
  const data = (body as { data: unknown }).data ?? {};
  const parsed = operation.input.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    const first = issues[0];
    const where = first === undefined || first.path === '' ? '' : ` at "${first.path}"`;
    throw new LmsError(
      'functions/invalid-argument',
      `Invalid input for ${operation.name}${where}: ${first?.message ?? 'rejected'}.`,
      {
        issues,
      },
    );
  }
  return parsed.data;
}
