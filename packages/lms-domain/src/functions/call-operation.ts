// The callable protocol of spec section 7 ({data} in, {result} out) over the contract in lms-core, for every host.
// Order of checks: operation exists, caller may call it, input is valid, a handler exists; the result is checked
// against the output schema last, so extra fields (a password hash, say) never reach the client.
import {
  LmsError,
  isOperationName,
  operations,
  type Operation,
  type OperationInput,
  type OperationName,
  type OperationOutput,
} from '@lms/core';
import type { Caller, DomainContext, DomainLog } from '../context';
import type { HandlerMap } from './registry';
import { publish } from '../events/publish';
import { idTokenRefused } from '../auth/id-token-check';

type AnyHandler = (call: {
  ctx: DomainContext;
  caller: Caller | null;
  input: unknown;
  clientIp?: string;
}) => Promise<unknown>;

export function operationNamed(name: string): Operation {
  if (!isOperationName(name))
    throw new LmsError('functions/not-found', `There is no operation named "${name}".`);
  return operations[name];
}

export function assertAccess(operation: Operation, caller: Caller | null): void {
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

/** The request body `{"data": ...}` parsed with the operation's input schema (defaults applied, strings trimmed). */
export function parseCallableInput(operation: Operation, body: unknown): unknown {
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
      { issues },
    );
  }
  return parsed.data;
}

/** Runs the operation's handler; an operation no area handles yet is `functions/unimplemented`. */
export function runHandler(
  handlers: Partial<HandlerMap>,
  name: OperationName,
  call: { ctx: DomainContext; caller: Caller | null; input: unknown; clientIp?: string },
): Promise<unknown> {
  const handler = handlers[name] as AnyHandler | undefined;
  if (handler === undefined) {
    throw new LmsError('functions/unimplemented', `The operation "${name}" is not available on this server.`);
  }
  return handler(call);
}

/** The result as the contract's output schema passes it; a result that breaks the contract is our fault. */
export function checkResult(name: OperationName, result: unknown, log: DomainLog): unknown {
  const checked = operations[name].output.safeParse(result);
  if (!checked.success) {
    log.error({ operation: name, issues: checked.error.issues }, 'handler result breaks the contract');
    throw new LmsError('functions/internal', `Result of ${name} does not match its contract.`);
  }
  return checked.data;
}

export interface OperationCall {
  ctx: DomainContext;
  handlers: Partial<HandlerMap>;
  name: string;
  /** The verified caller, or null for an anonymous one. */
  caller: Caller | null;
  /** The request body, `{"data": ...}`. */
  body: unknown;
  /** A further check of a signed-in caller (the limits of an embedded session); returns the caller to use. */
  authorize?: (caller: Caller, name: OperationName) => Caller;
  /** The client's address, for the per-client rate limits of public operations (the contact form). */
  clientIp?: string;
  /** The client's User-Agent header, for the audit log. */
  userAgent?: string;
}

/**
 * One callable request up to the handler's result, not yet checked against the output schema: a host that keeps
 * the answer text of frozen results (the server) checks it itself, once.
 */
export async function runOperation(call: OperationCall): Promise<{ name: OperationName; result: unknown }> {
  const operation = operationNamed(call.name);
  const name = operation.name as OperationName;
  // Before any work (and the audit): the client refreshes its token and sends the same request again.
  if (call.caller?.roleChanged) throw idTokenRefused('role-changed');
  // Every signed-in call is published, answered or refused: the audit area records admin operations from it
  // (issue 25), so no handler writes its own entry.
  let input: unknown;
  const called = async (outcome: { result: unknown } | { error: unknown }) => {
    if (call.caller === null) return;
    await publish(call.ctx, 'operation-called', {
      operation,
      caller: call.caller,
      input,
      outcome,
      ...(call.clientIp === undefined ? {} : { clientIp: call.clientIp }),
      ...(call.userAgent === undefined ? {} : { userAgent: call.userAgent }),
    });
  };
  try {
    assertAccess(operation, call.caller);
    const caller = call.caller !== null && call.authorize ? call.authorize(call.caller, name) : call.caller;
    input = parseCallableInput(operation, call.body);
    const handlerCall = {
      ctx: call.ctx,
      caller,
      input,
      ...(call.clientIp ? { clientIp: call.clientIp } : {}),
    };
    const result = await runHandler(call.handlers, name, handlerCall);
    await called({ result });
    return { name, result };
  } catch (error) {
    await called({ error });
    throw error;
  }
}

/** One callable request from start to checked result: what an in-process host answers with. */
export async function callOperation(call: OperationCall): Promise<unknown> {
  const { name, result } = await runOperation(call);
  return checkResult(name, result, call.ctx.log);
}

/** Who an in-process call acts as: a seed or a test names a person, the dispatch checks them as any caller. */
export interface Actor {
  uid: string;
  email: string;
  admin: boolean;
  /** How the person signed in; password unless given. */
  provider?: string;
}

/**
 * Calls operation `name` as `actor` (null: signed out), exactly as a client's callable request would be answered,
 * at the context's clock. What story seeds and component tests use to make data the way people make it.
 */
export async function callOperationAs<N extends OperationName>(
  ctx: DomainContext,
  handlers: Partial<HandlerMap>,
  actor: Actor | null,
  name: N,
  data: OperationInput<N>,
): Promise<OperationOutput<N>> {
  const caller: Caller | null =
    actor === null
      ? null
      : {
          uid: actor.uid,
          email: actor.email,
          admin: actor.admin,
          // The person proved who they are just now (seconds, as in a token's auth_time).
          authTime: Math.floor(ctx.now() / 1000),
          provider: actor.provider ?? 'password',
        };
  return (await callOperation({ ctx, handlers, name, caller, body: { data } })) as OperationOutput<N>;
}
