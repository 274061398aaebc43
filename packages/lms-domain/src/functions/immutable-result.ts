// Results a handler serves many times unchanged (cached catalogue pages and course outlines): deep-frozen and
// marked, so the callable route may check one against its output schema and serialise it once, then reuse the
// text. Freezing is what makes that safe: nothing can change a marked result after it was checked.
const marked = new WeakSet<object>();

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

/** Freezes the result (and everything in it) and marks it as safe to check and serialise once. */
export function immutableResult<T extends object>(value: T): T {
  deepFreeze(value);
  marked.add(value);
  return value;
}

export function isImmutableResult(value: unknown): value is object {
  return typeof value === 'object' && value !== null && marked.has(value);
}
