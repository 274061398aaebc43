// The server's in-process caches (prepared statements, verified ID tokens, catalogue pages) must not grow without
// end: each keeps at most a fixed number of entries, and optionally a fixed total weight (an estimate of the
// memory its values take), and forgets the least recently used first.

/** How much a value weighs and how much all values may weigh together. */
export interface WeightBudget<V> {
  max: number;
  of(value: V): number;
}

interface Entry<V> {
  value: V;
  weight: number;
}

export class BoundedMap<K, V> {
  readonly #entries = new Map<K, Entry<V>>();
  #weight = 0;

  constructor(
    readonly limit: number,
    readonly budget?: WeightBudget<V>,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  /** The total weight of the values kept (0 without a budget). */
  get weight(): number {
    return this.#weight;
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    // Re-inserting moves the entry to the end of the Map's order: the most recently used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const weight = this.budget?.of(value) ?? 0;
    // A value heavier than the whole budget would only empty the cache and then be forgotten itself.
    if (this.budget !== undefined && weight > this.budget.max) return;
    while (
      this.#entries.size > 0 &&
      (this.#entries.size >= this.limit || this.#weight + weight > (this.budget?.max ?? Infinity))
    ) {
      const oldest = this.#entries.keys().next().value as K;
      this.delete(oldest);
    }
    this.#entries.set(key, { value, weight });
    this.#weight += weight;
  }

  delete(key: K): void {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    this.#entries.delete(key);
    this.#weight -= entry.weight;
  }

  clear(): void {
    this.#entries.clear();
    this.#weight = 0;
  }
}
