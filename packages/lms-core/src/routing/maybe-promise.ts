// Values that are either ready now or later: the guard stays synchronous unless a lookup is really pending.

export type MaybePromise<T> = T | Promise<T>;

/** Duck-typed on purpose: thenables from other realms or libraries are not `instanceof Promise`. */
export function isPromiseLike<T>(value: T | PromiseLike<T>): value is PromiseLike<T> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}
