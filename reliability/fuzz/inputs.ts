// Inputs for one contract operation, made from its zod schema as zod itself describes it (z.toJSONSchema with
// io 'input': the shape a caller sends, defaults and optionals included), so a new operation or field is fuzzed
// without a line here. Valid and boundary values come from fast-check arbitraries sampled with a fixed seed; invalid
// ones are valid values mutated by a seeded PRNG (wrong types, missing fields, huge strings, unicode, negative and
// out-of-range numbers, extra keys). The same seed gives the same requests.
import fc from 'fast-check';
import { z } from 'zod';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Mulberry32: small, fast and seedable, so a run can be repeated exactly. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Strings a handler should survive: controls, direction marks, surrogates, markup, SQL and paths. */
export const NASTY_STRINGS = [
  '\u0000',
  '\u202e\u0627\u0644\u0639\u0631\u0628\u064a\u0629',
  '\ud800',
  '\udfff\ud800',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  'Z̵̡̢͉̈́a̷l̸g̴o̶',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  'javascript:alert(1)',
  '   ',
  '',
  '\r\n\r\nHTTP/1.1 200 OK',
  'ＡＢＣ１２３',
  '1e309',
];

const HUGE_LENGTH = 300_000;
const MAX_DEPTH = 6;

interface Build {
  root: JsonSchema;
  /** Known ids of the site (courses, lessons, users): a valid id field sometimes names a real thing. */
  idPool: string[];
  boundary: boolean;
}

function resolveRef(build: Build, ref: string): JsonSchema {
  if (ref === '#') return build.root;
  const name = ref.replace(/^#\/\$defs\//, '');
  return build.root.$defs?.[name] ?? {};
}

function lengthsArbitrary(min: number, max: number, boundary: boolean): fc.Arbitrary<number> {
  if (boundary) return fc.constantFrom(min, max);
  return fc.integer({ min, max: Math.min(max, min + 40) });
}

function stringArbitrary(schema: JsonSchema, build: Build, key: string): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 64);
  // Sizes are fitted by map, never by filter: a filter that rarely passes would keep the sampler looping.
  const fit = (text: string) => {
    let fitted = text === '' ? 'a' : text;
    while (fitted.length < min) fitted += fitted;
    return fitted.slice(0, max);
  };
  if (schema.format === 'email') return fc.emailAddress().map(fit);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  if (schema.format === 'date')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl().map(fit);
  if (schema.pattern !== undefined) {
    try {
      // Repeating a match keeps it a match for the usual patterns (a character class with + or *).
      return fc.stringMatching(new RegExp(schema.pattern)).map(fit);
    } catch {
      // A pattern JavaScript cannot compile: fall through to plain strings.
    }
  }
  const plain = lengthsArbitrary(min, max, build.boundary).chain((length) =>
    fc.string({ minLength: length, maxLength: length, unit: 'grapheme' }),
  );
  const ids = build.idPool.filter((id) => id.length >= min && id.length <= max);
  if (/(id|Id|slug|Slug|uid|code|Code)$/.test(key) && ids.length > 0 && !build.boundary) {
    return fc.oneof({ arbitrary: fc.constantFrom(...ids), weight: 3 }, { arbitrary: plain, weight: 1 });
  }
  return plain;
}

function numberArbitrary(schema: JsonSchema, integer: boolean, boundary: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1e6 : schema.exclusiveMinimum + 1);
  const max = schema.maximum ?? (schema.exclusiveMaximum === undefined ? 1e6 : schema.exclusiveMaximum - 1);
  const low = Math.max(min, -Number.MAX_SAFE_INTEGER);
  const high = Math.min(max, Number.MAX_SAFE_INTEGER);
  if (boundary) return fc.constantFrom(low, high);
  if (integer) return fc.integer({ min: Math.max(low, -(2 ** 31)), max: Math.min(high, 2 ** 31 - 1) });
  return fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

function arbitraryOf(schema: JsonSchema, build: Build, key: string, depth: number): fc.Arbitrary<unknown> {
  if (schema.$ref !== undefined) {
    if (depth > MAX_DEPTH) return fc.constant(null);
    return arbitraryOf(resolveRef(build, schema.$ref), build, key, depth + 1);
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum !== undefined) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options !== undefined) return fc.oneof(...options.map((o) => arbitraryOf(o, build, key, depth + 1)));
  if (schema.allOf !== undefined) {
    const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
    for (const part of schema.allOf) {
      Object.assign(merged.properties ?? {}, part.properties);
      merged.required?.push(...(part.required ?? []));
    }
    return arbitraryOf(merged, build, key, depth + 1);
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];
  if (types.length > 1)
    return fc.oneof(...types.map((type) => arbitraryOf({ ...schema, type }, build, key, depth)));
  switch (types[0]) {
    case 'string':
      return stringArbitrary(schema, build, key);
    case 'integer':
      return numberArbitrary(schema, true, build.boundary);
    case 'number':
      return numberArbitrary(schema, false, build.boundary);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (schema.prefixItems !== undefined)
        return fc.tuple(...schema.prefixItems.map((item) => arbitraryOf(item, build, key, depth + 1)));
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? 4, min + 4);
      const item =
        depth > MAX_DEPTH ? fc.constant(null) : arbitraryOf(schema.items ?? {}, build, key, depth + 1);
      return fc.array(item, { minLength: min, maxLength: build.boundary ? (schema.maxItems ?? max) : max });
    }
    case 'object':
      return objectArbitrary(schema, build, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectArbitrary(schema: JsonSchema, build: Build, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const record = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([name, inner]) => [name, arbitraryOf(inner, build, name, depth + 1)]),
    ),
    { requiredKeys: (schema.required ?? []).filter((name) => name in properties) },
  );
  const extra = schema.additionalProperties;
  if (typeof extra !== 'object' || Object.keys(properties).length > 0) return record;
  // A record (z.record): keys and values of its own.
  return fc.dictionary(
    fc.string({ minLength: 1, maxLength: 12 }),
    arbitraryOf(extra, build, 'value', depth + 1),
    {
      maxKeys: 3,
    },
  );
}

/** `count` valid inputs (boundary ones: every length and number at its limits). */
export function validInputs(
  schema: JsonSchema,
  options: { seed: number; count: number; idPool: string[]; boundary: boolean },
): unknown[] {
  if (options.count <= 0) return [];
  const build: Build = { root: schema, idPool: options.idPool, boundary: options.boundary };
  return fc.sample(arbitraryOf(schema, build, 'data', 0), { seed: options.seed, numRuns: options.count });
}

export const MUTATIONS = [
  'wrong-type',
  'missing-field',
  'huge-string',
  'unicode',
  'negative-number',
  'extra-key',
  'null',
] as const;
export type Mutation = (typeof MUTATIONS)[number];

type Slot = { parent: Record<string, unknown> | unknown[]; key: string | number; value: unknown };

/** Every place in a value that holds something (a field of an object, an item of an array). */
function slotsOf(value: unknown, into: Slot[] = []): Slot[] {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      into.push({ parent: value, key: index, value: item });
      slotsOf(item, into);
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      into.push({ parent: value as Record<string, unknown>, key, value: item });
      slotsOf(item, into);
    }
  }
  return into;
}

function pick<T>(random: () => number, items: readonly T[]): T | undefined {
  return items[Math.floor(random() * items.length)];
}

function set(slot: Slot, value: unknown): void {
  (slot.parent as Record<string | number, unknown>)[slot.key] = value;
}

function otherType(random: () => number, value: unknown): unknown {
  const choices: unknown[] = [42, -7.5, 'text', true, [], {}, [1, 'two'], { nested: { deep: 1 } }];
  const kind = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);
  return pick(
    random,
    choices.filter((choice) => kind(choice) !== kind(value)),
  );
}

/** A valid input changed into an invalid (or odd) one; returns the input and what was done. */
export function mutate(valid: unknown, mutation: Mutation, random: () => number): unknown {
  const value: unknown = structuredClone(valid);
  const slots = slotsOf(value);
  const strings = slots.filter((slot) => typeof slot.value === 'string');
  const numbers = slots.filter((slot) => typeof slot.value === 'number');
  const objects = [value, ...slots.map((slot) => slot.value)].filter(
    (item): item is Record<string, unknown> =>
      typeof item === 'object' && item !== null && !Array.isArray(item),
  );
  switch (mutation) {
    case 'wrong-type': {
      const slot = pick(random, slots);
      if (slot === undefined) return otherType(random, value);
      set(slot, otherType(random, slot.value));
      return value;
    }
    case 'missing-field': {
      const target = pick(
        random,
        objects.filter((item) => Object.keys(item).length > 0),
      );
      if (target === undefined) return undefined;
      delete target[pick(random, Object.keys(target)) ?? ''];
      return value;
    }
    case 'huge-string': {
      const slot = pick(random, strings);
      const huge = random() < 0.5 ? 'x'.repeat(HUGE_LENGTH) : '😀'.repeat(HUGE_LENGTH / 4);
      if (slot === undefined) return { ...(objects[0] ?? {}), huge };
      set(slot, huge);
      return value;
    }
    case 'unicode': {
      if (strings.length === 0) return pick(random, NASTY_STRINGS);
      for (const slot of strings) if (random() < 0.7) set(slot, pick(random, NASTY_STRINGS));
      return value;
    }
    case 'negative-number': {
      const odd = [-1, -0, -(2 ** 53), 2 ** 53 + 2, 1e308, -1e308, 0.5, 2 ** 31, -(2 ** 31) - 1];
      if (numbers.length === 0) return pick(random, odd);
      for (const slot of numbers) set(slot, pick(random, odd));
      return value;
    }
    case 'extra-key': {
      const target = pick(random, objects);
      if (target === undefined) return { data: value, extra: 1 };
      target[pick(random, ['extra', 'constructor', 'isAdmin', 'role', 'uid', '$where']) ?? 'extra'] = pick(
        random,
        [true, 'admin', { $gt: '' }, 1],
      );
      return value;
    }
    case 'null': {
      const slot = pick(random, slots);
      if (slot === undefined) return null;
      set(slot, null);
      return value;
    }
  }
}
