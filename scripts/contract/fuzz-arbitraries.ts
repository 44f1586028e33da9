/**
 * fast-check arbitraries from the JSON Schemas of the OpenAPI document (the subset zod emits):
 * values the documented schema accepts, and the ways a request can go wrong.
 */
import fc from 'fast-check';
import type { JsonSchema } from './openapi';

const SCHEMA_REF = '#/components/schemas/';
/** Keywords that only annotate. */
const ANNOTATIONS = new Set(['title', 'description', 'default', 'examples', 'contentEncoding']);
const HANDLED = new Set([
  '$ref',
  'anyOf',
  'oneOf',
  'const',
  'enum',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'prefixItems',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
]);

/** Arrays and maps stay short: the fuzzer wants many requests, not big ones. */
const MAX_ITEMS = 4;
const MAX_DEPTH = 4;

export type Components = Record<string, JsonSchema>;

export function resolveSchema(schema: JsonSchema, components: Components): JsonSchema {
  let current = schema;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 10; hops += 1) {
    const ref = current.$ref as string;
    if (!ref.startsWith(SCHEMA_REF)) throw new Error(`Unsupported $ref ${ref}`);
    const target = components[ref.slice(SCHEMA_REF.length)];
    if (!target) throw new Error(`Unresolved $ref ${ref}`);
    current = target;
  }
  return current;
}

/** One instance of an arbitrary, built on first use (building them is what costs). */
export const shared = <T>(make: () => fc.Arbitrary<T>) => {
  let built: fc.Arbitrary<T> | undefined;
  return () => (built ??= make());
};

/** A JSON value of any shape (for `{}` schemas and garbage). */
export const anyJson = shared(
  () => fc.jsonValue({ maxDepth: 2, depthSize: 'small' }) as fc.Arbitrary<unknown>,
);

function stringArb(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = Math.min((schema.maxLength as number | undefined) ?? minLength + 12, 64);
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern as string);
    return fc
      .stringMatching(pattern, { size: 'xsmall' })
      .filter((s) => s.length >= minLength && s.length <= ((schema.maxLength as number) ?? 1e9));
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme-composite' });
}

function numberArb(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lower = (schema.minimum ?? schema.exclusiveMinimum) as number | undefined;
  const upper = (schema.maximum ?? schema.exclusiveMaximum) as number | undefined;
  const min = Math.max(lower ?? -1e6, -1e9);
  const max = Math.min(upper ?? 1e6, 1e9);
  const arb = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return arb.filter(
    (n) =>
      (schema.exclusiveMinimum === undefined || n > (schema.exclusiveMinimum as number)) &&
      (schema.exclusiveMaximum === undefined || n < (schema.exclusiveMaximum as number)) &&
      !Object.is(n, -0),
  );
}

/** Values the schema accepts (as far as JSON Schema says: zod has the last word). */
export function arbitraryOf(
  schema: JsonSchema,
  components: Components,
  depth = 0,
): fc.Arbitrary<unknown> {
  const s = resolveSchema(schema, components);
  const unknown = Object.keys(s).filter((k) => !HANDLED.has(k) && !ANNOTATIONS.has(k));
  if (unknown.length) throw new Error(`No arbitrary for keywords ${unknown.join(', ')}`);
  const variants = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (variants) return fc.oneof(...variants.map((v) => arbitraryOf(v, components, depth + 1)));
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  if (Array.isArray(s.type)) {
    return fc.oneof(
      ...(s.type as string[]).map((type) => arbitraryOf({ ...s, type }, components, depth)),
    );
  }
  switch (s.type) {
    case 'string':
      return stringArb(s);
    case 'integer':
      return numberArb(s, true);
    case 'number':
      return numberArb(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (Array.isArray(s.prefixItems)) {
        return fc.tuple(
          ...(s.prefixItems as JsonSchema[]).map((i) => arbitraryOf(i, components, depth + 1)),
        );
      }
      const minLength = (s.minItems as number | undefined) ?? 0;
      if (depth >= MAX_DEPTH && minLength === 0) return fc.constant([]);
      const item = arbitraryOf((s.items as JsonSchema | undefined) ?? {}, components, depth + 1);
      const maxLength = Math.min((s.maxItems as number | undefined) ?? MAX_ITEMS, MAX_ITEMS);
      return fc.array(item, { minLength, maxLength: Math.max(minLength, maxLength) });
    }
    case 'object':
      return objectArb(s, components, depth);
    case undefined:
      return anyJson();
    default:
      throw new Error(`No arbitrary for type ${String(s.type)}`);
  }
}

function objectArb(s: JsonSchema, components: Components, depth: number) {
  const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
  const required = (s.required ?? []) as string[];
  const keys = Object.keys(properties);
  const record = fc.record(
    Object.fromEntries(
      keys.map((k) => [k, arbitraryOf(properties[k]!, components, depth + 1)]),
    ) as Record<string, fc.Arbitrary<unknown>>,
    { requiredKeys: required },
  );
  const extra = s.additionalProperties;
  if (keys.length > 0 || !extra || typeof extra !== 'object' || Object.keys(extra).length === 0)
    return record;
  // A map (z.record): keys from propertyNames, values from additionalProperties.
  const keyArb = s.propertyNames
    ? (arbitraryOf(s.propertyNames as JsonSchema, components, depth + 1) as fc.Arbitrary<string>)
    : fc.string({ maxLength: 8 });
  return fc.dictionary(keyArb, arbitraryOf(extra as JsonSchema, components, depth + 1), {
    maxKeys: MAX_ITEMS,
  });
}

/** The top-level property names and required names of an object schema. */
export function objectShape(schema: JsonSchema, components: Components) {
  const s = resolveSchema(schema, components);
  return {
    keys: Object.keys((s.properties ?? {}) as object),
    required: (s.required ?? []) as string[],
  };
}

/** A value of some JSON type, to put where another belongs. */
export const wrongValue = shared<unknown>(() =>
  fc.oneof(
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.string({ maxLength: 8 }),
    fc.constant(''),
    fc.array(fc.integer(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
  ),
);

/** Extra fields: random names, and the ones that poison objects. */
export const garbageFields = shared<Record<string, unknown>>(() =>
  fc.dictionary(
    fc.oneof(
      fc.string({ minLength: 1, maxLength: 10 }),
      fc.constantFrom('__proto__', 'constructor', 'toString'),
    ),
    anyJson(),
    { minKeys: 1, maxKeys: 3 },
  ),
);
