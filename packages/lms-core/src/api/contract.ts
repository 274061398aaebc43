import type { z } from 'zod';

/**
 * Who may call an operation. The server checks this before any work; finer rules (for example "only your own
 * document") live in the server's domain services.
 * - public: anyone, signed in or not
 * - user: any signed-in user (students and admins)
 * - admin: the ID token carries the admin claim
 */
export type Access = 'public' | 'user' | 'admin';

export interface Operation<
  Name extends string = string,
  In extends z.ZodType = z.ZodType,
  Out extends z.ZodType = z.ZodType,
  A extends Access = Access,
  R extends readonly string[] = readonly string[],
> {
  name: Name;
  summary: string;
  input: In;
  output: Out;
  /** Kept as its literal type, so a handler of a signed-in operation is given a caller that is never null. */
  access: A;
  /**
   * Why the operation may refuse, each named in the error's `details.reason` (api/refusals.ts): the domain throws
   * only these (the dispatch checks it) and a screen's wording map must cover them (the type checker checks it).
   * Refusals of the protocol (the body, the caller's token) are not listed here: every operation may meet them.
   */
  refusals?: R;
  /** How the audit log records an admin operation, where the generic record is not enough (lms-domain's audit/audit-policy.ts). */
  audit?: OperationAudit;
}

/** What an admin operation declares for the audit log; every admin operation is recorded without it. */
export interface OperationAudit {
  /**
   * Whether a successful call is recorded. By default reads (names starting get, list, adminGet, adminList) are
   * not and every other admin operation is; a refused call is always recorded.
   */
  record?: boolean;
  /** Input fields naming what the operation acts on, besides the generic ones (id, uid, code, ...Id). */
  targets?: readonly string[];
}

/** Reads: a successful one is not recorded in the audit log (an admin page loads several); a refused one is. */
const READ_NAME = /^(get|list|adminGet|adminList)[A-Z]/;

/**
 * Whether the audit log records a call of `operation` by a signed-in caller (lms-domain's audit area writes it, the
 * audit log's screen words it): admin operations only, every refused one, and the successful ones that change
 * something or that the operation declares.
 */
export function isAuditedOperation(operation: Operation, outcome: 'ok' | 'refused'): boolean {
  if (operation.access !== 'admin') return false;
  if (outcome === 'refused') return true;
  return operation.audit?.record ?? !READ_NAME.test(operation.name);
}

export function defineOperation<
  Name extends string,
  In extends z.ZodType,
  Out extends z.ZodType,
  const A extends Access,
  const R extends readonly string[] = readonly [],
>(op: Operation<Name, In, Out, A, R>): Operation<Name, In, Out, A, R> {
  return op;
}

export type InputOf<Op> = Op extends Operation<string, infer In, z.ZodType> ? z.input<In> : never;
export type OutputOf<Op> = Op extends Operation<string, z.ZodType, infer Out> ? z.output<Out> : never;
