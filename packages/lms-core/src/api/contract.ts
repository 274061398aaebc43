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
> {
  name: Name;
  summary: string;
  input: In;
  output: Out;
  access: Access;
}

export function defineOperation<Name extends string, In extends z.ZodType, Out extends z.ZodType>(
  op: Operation<Name, In, Out>,
): Operation<Name, In, Out> {
  return op;
}

export type InputOf<Op> = Op extends Operation<string, infer In, z.ZodType> ? z.input<In> : never;
export type OutputOf<Op> = Op extends Operation<string, z.ZodType, infer Out> ? z.output<Out> : never;
