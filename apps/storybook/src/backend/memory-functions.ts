// The callable operations of the in-memory back end, behind lms-core's FunctionsPort. It checks what the server's
// callable route checks, in the same order: the operation exists, the caller's ID token is valid, the caller may
// call it (the contract's `access`), the input passes the contract's schema; and the answer must pass the output
// schema, so no story can show data the real server would never send.
import {
  isOperationName,
  LmsError,
  operations,
  type CallOptions,
  type Clock,
  type FunctionsPort,
  type IdTokenSource,
  type Operation,
  type OperationInput,
  type OperationName,
  type OperationOutput,
} from '@lms/core';
import type { ModeSwitch } from './backend-mode';
import { authoringCourseHandlers } from './handlers/authoring-course-handlers';
import { authoringOutlineHandlers } from './handlers/authoring-outline-handlers';
import { catalogueHandlers } from './handlers/catalogue-handlers';
import type { Caller, HandlerCall } from './handlers/handler-types';
import { learningHandlers } from './handlers/learning-handlers';
import { learningProgressHandlers } from './handlers/learning-progress-handlers';
import { userHandlers } from './handlers/user-handlers';
import { actionPlanHandlers } from './handlers/action-plan-handlers';
import { embeddingHandlers } from './handlers/embedding-handlers';
import { checkoutHandlers } from './handlers/checkout-handlers';
import { couponHandlers } from './handlers/coupon-handlers';
import { reportHandlers } from './handlers/report-handlers';
import type { MemoryDatabase } from './memory-database';
import type { TokenIssuer } from './token-issuer';

const HANDLERS = {
  ...userHandlers,
  ...catalogueHandlers,
  ...learningHandlers,
  ...learningProgressHandlers,
  ...authoringCourseHandlers,
  ...authoringOutlineHandlers,
  ...actionPlanHandlers,
  ...embeddingHandlers,
  ...checkoutHandlers,
  ...couponHandlers,
  ...reportHandlers,
};

/** Operations this back end answers; the others answer functions/unimplemented until a handler is written. */
export const IN_MEMORY_OPERATIONS = Object.keys(HANDLERS) as OperationName[];

type AnyHandler = (call: HandlerCall<OperationName>) => unknown;

export interface MemoryFunctionsOptions {
  db: MemoryDatabase;
  clock: Clock;
  mode: ModeSwitch;
  tokens: TokenIssuer;
  getIdToken: IdTokenSource;
}

/** The caller behind an ID token, or null without one; an invalid token is refused, never treated as anonymous. */
export function callerOf(tokens: TokenIssuer, idToken: string | null): Caller | null {
  if (idToken === null) return null;
  const check = tokens.check(idToken);
  if (!check.ok)
    throw new LmsError('functions/unauthenticated', `The ID token is not accepted (${check.reason})`);
  // The account's role now, not the token's claim: a demotion takes effect on the next call.
  return { uid: check.user.uid, email: check.user.email, admin: check.user.role === 'admin' };
}

function assertAccess(operation: Operation, caller: Caller | null): void {
  if (operation.access === 'public') return;
  if (caller === null) throw new LmsError('functions/unauthenticated', `Sign in to call ${operation.name}.`);
  if (operation.access === 'admin' && !caller.admin) {
    throw new LmsError('functions/permission-denied', `Only administrators may call ${operation.name}.`);
  }
}

function parseInput(operation: Operation, data: unknown): unknown {
  // Callable clients send null for "no argument"; the contract's objects default to {}.
  const parsed = operation.input.safeParse(data ?? {});
  if (parsed.success) return parsed.data;
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

export function createMemoryFunctions(options: MemoryFunctionsOptions): FunctionsPort {
  const { db, clock, mode, tokens, getIdToken } = options;
  return {
    async call<N extends OperationName>(name: N, data: OperationInput<N>, callOptions?: CallOptions) {
      await mode.pass('functions', name, callOptions?.signal);
      if (!isOperationName(name))
        throw new LmsError('functions/not-found', `There is no operation named "${name}".`);
      const operation: Operation = operations[name];
      const caller = callerOf(tokens, await getIdToken());
      assertAccess(operation, caller);
      const input = parseInput(operation, data);
      const handler = HANDLERS[name] as AnyHandler | undefined;
      if (!handler) {
        // Said plainly, so a story author knows to add the handler rather than suspect the screen.
        throw new LmsError(
          'functions/unimplemented',
          `The operation "${name}" has no handler in the Storybook's in-memory back end yet (src/backend/handlers/).`,
        );
      }
      const result = handler({ db, clock, caller, input: input as never });
      const checked = operation.output.safeParse(result);
      if (!checked.success) {
        throw new LmsError(
          'functions/internal',
          `Result of ${name} does not match its contract.`,
          checked.error.issues,
        );
      }
      // A copy, as JSON over the wire would be: a screen mutating its answer cannot change the "database".
      return structuredClone(checked.data) as OperationOutput<N>;
    },
  };
}
