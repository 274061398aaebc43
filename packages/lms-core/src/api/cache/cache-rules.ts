// How a client calls each operation and caches its answers: whether it reads or writes, the cached data a read
// provides and a write changes. Declared per area beside the contract (api/cache/<area>.ts) but in zod-free modules
// that import the contract's types only: a client builds its store on the first page, before the contract's
// schemas load (docs/decisions.md "The client's endpoints drawn from the contract"). No framework here: lms-react
// turns these declarations into RTK Query endpoints.
import type { OperationInput, OperationName, OperationOutput } from '../operations';

/** A kind of cached data. Each is declared once, by its area (`cacheKinds`); another area imports it. */
export interface CacheKind<Name extends string = string> {
  readonly name: Name;
}

/** An area's kinds of cached data, by name: `kinds.CouponList`, so a misspelt kind is a type error. */
export function cacheKinds<const Names extends readonly string[]>(
  names: Names,
): { readonly [K in Names[number]]: CacheKind<K> } {
  return Object.fromEntries(names.map((name) => [name, { name }])) as { [K in Names[number]]: CacheKind<K> };
}

/** The fields of T holding a string or a number: what may name one item of a kind (any field when T is unknown). */
type IdFields<T> = unknown extends T
  ? string
  : T extends object
    ? { [P in keyof T]-?: NonNullable<T[P]> extends string | number ? P : never }[keyof T] & string
    : never;

/**
 * All cached data of a kind, or one item of it: a fixed one (`id`), or one named by a field of the call's input or of
 * its answer.
 */
export type CacheKey<In = unknown, Out = unknown> =
  | CacheKind
  | { readonly kind: CacheKind; readonly id: string }
  | { readonly kind: CacheKind; readonly idFromInput: IdFields<In> }
  | { readonly kind: CacheKind; readonly idFromResult: IdFields<Out> };

/** A read: its answer is cached under its input, and refetched when a write changes a key it provides. */
export interface ReadCache<In = unknown, Out = unknown> {
  readonly call: 'read';
  readonly provides?: readonly CacheKey<In, Out>[];
  /** Seconds an answer no screen shows is kept (the client's default otherwise); 0 where each visit must ask afresh. */
  readonly keepUnusedDataFor?: number;
  /**
   * The answer is the caller's own and the input does not say who that is: the client keys the cache by the caller's
   * uid as well (not sent), so one user's answer is never read as another's.
   */
  readonly perCaller?: true;
}

/** A write: the cached reads it makes stale are refetched after it succeeds. */
export interface WriteCache<In = unknown, Out = unknown> {
  readonly call: 'write';
  readonly changes?: readonly CacheKey<In, Out>[];
  /**
   * Stale even when the write was refused (another admin may have acted meanwhile); by default a refused write
   * changes nothing. An id read from the answer then widens to the whole kind, since there is no answer.
   */
  readonly evenWhenRefused?: true;
}

/**
 * Each call makes something new (a file to save, a session, a check's result true only when it ran): called as a
 * write, never cached, changing nothing cached.
 */
export interface FreshCache {
  readonly call: 'fresh';
}

export type OperationCache<In = unknown, Out = unknown> =
  ReadCache<In, Out> | WriteCache<In, Out> | FreshCache;

/** What one operation may declare, its keys' ids checked against its input and answer. */
export type OperationCacheOf<N extends OperationName> = OperationCache<OperationInput<N>, OperationOutput<N>>;

/** What an area declares: its kinds, and for each of its operations how it is called and cached. */
export interface AreaCache<
  Kinds extends Readonly<Record<string, CacheKind>> = Readonly<Record<string, CacheKind>>,
  Operations extends Readonly<Record<string, OperationCache>> = Readonly<Record<string, OperationCache>>,
> {
  readonly kinds: Kinds;
  readonly operations: Operations;
}

/**
 * An area's declarations, `defineAreaCache<typeof paymentsOperations>()(kinds, { getOrder: {...}, ... })`: one
 * entry for each operation of the area, none for another name (both type errors).
 */
export function defineAreaCache<Ops>() {
  return <
    const Kinds extends Readonly<Record<string, CacheKind>>,
    const Declared extends {
      readonly [N in keyof Ops]: N extends OperationName ? OperationCacheOf<N> : never;
    },
  >(
    kinds: Kinds,
    operations: Declared & Readonly<Record<Exclude<keyof Declared, keyof Ops>, never>>,
  ): AreaCache<Kinds, Declared> => ({ kinds, operations });
}
