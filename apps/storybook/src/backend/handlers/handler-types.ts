import type { Clock, OperationName, OperationOutput, Operations } from '@lms/core';
import type { MemoryDatabase } from '../memory-database';

/** Who calls an operation, read from their ID token. `admin` is the account's role now, as the server checks it. */
export interface Caller {
  uid: string;
  email: string;
  admin: boolean;
}

/** The input after the contract's schema parsed it: defaults applied, strings trimmed. */
export type ParsedInput<N extends OperationName> = ReturnType<Operations[N]['input']['parse']>;

export interface HandlerCall<N extends OperationName> {
  db: MemoryDatabase;
  clock: Clock;
  /** Null for anonymous callers; the access level has been enforced before the handler runs. */
  caller: Caller | null;
  input: ParsedInput<N>;
}

export type Handler<N extends OperationName> = (call: HandlerCall<N>) => OperationOutput<N>;

export type HandlerMap = { [N in OperationName]?: Handler<N> };

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  return { items: items.slice((page - 1) * pageSize, page * pageSize), total: items.length, page, pageSize };
}
