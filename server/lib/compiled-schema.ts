import { $ZodObjectJIT, type $ZodType } from 'zod/v4/core';

/**
 * The contract (src/contract) is written with zod/mini, whose objects parse with a generic loop over
 * their keys: the browser bundle stays small and needs no `new Function` (the app's CSP has no
 * 'unsafe-eval'). Classic zod's objects ($ZodObjectJIT, in zod's core) compile a parser per shape
 * instead, about 4× faster on a 147-order answer (docs/benchmarks.md). The server may eval, so it
 * gives every object of a call's schemas that compiled parse, built from the same definition: same
 * keys, same issues and messages, same output. Nothing else about the schema changes.
 */
const done = new WeakSet<object>();

type Node = $ZodType & { _zod: { def: Record<string, unknown> } };

const isSchema = (v: unknown): v is Node =>
  typeof v === 'object' && v !== null && '_zod' in v && typeof (v as Node)._zod?.def === 'object';

function visit(node: unknown) {
  if (!isSchema(node) || done.has(node)) return;
  done.add(node);
  const def = node._zod.def;
  if (def.type === 'object' && !(node instanceof $ZodObjectJIT)) {
    // The compiled parse closes over its own instance only for issues' `inst` and the fallback it
    // takes when a caller parses asynchronously; both behave as the original's.
    const original = node._zod.parse;
    node._zod.parse = new $ZodObjectJIT(node._zod.def as never)._zod.parse;
    // A schema with no checks runs its parse directly (zod sets run = parse when it is built).
    if (node._zod.run === original) node._zod.run = node._zod.parse;
  }
  // Inner schemas sit in the definition: shape (an object's keys), element, innerType, in/out,
  // options (unions), items (tuples), valueType/keyType (records).
  for (const [key, value] of Object.entries(def)) {
    if (key === 'shape' && value && typeof value === 'object') Object.values(value).forEach(visit);
    else if (Array.isArray(value)) value.forEach(visit);
    else visit(value);
  }
}

/** Gives every object inside `schema` (itself included) zod's compiled parse; returns `schema`. */
export function compileSchema<T>(schema: T): T {
  visit(schema);
  return schema;
}
