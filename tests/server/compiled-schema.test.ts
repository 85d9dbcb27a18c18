import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import '@/contract/locale';
import { compileSchema } from '../../server/lib/compiled-schema';

/**
 * The server gives the contract's zod/mini objects zod's compiled parse (server/lib/compiled-schema.ts).
 * It must change how fast they parse and nothing else: the same output (optional keys absent or
 * present, unknown keys dropped, coercions and pipes applied) and the same issues, paths and Korean
 * messages, for objects at every depth — inside arrays, nullables, optionals, unions, picks and pipes.
 */
const int = z.number().check(z.int());
const build = () => {
  const option = z.object({ option_name: z.string(), option_price: int });
  const item = z.object({ product_id: int, product_name: z.string(), options: z.array(option) });
  const order = z.object({
    order_id: int,
    table_no: z.nullable(z.string()),
    items: z.array(item),
    discounts: z.optional(z.array(z.object({ kind: z.enum(['period', 'coupon']), amount: int }))),
    extra: z.optional(z.union([z.object({ a: z.string() }), z.object({ b: int })])),
    count: z.pipe(z.coerce.number().check(z.int()), z.union([z.literal(1), z.literal(2)])),
    note: z.nullable(z.object({ text: z.string().check(z.maxLength(3)) })),
  });
  const store = z.object({ store_id: int, store_name: z.string(), store_status: int });
  return z.object({
    order_list: z.array(order),
    store: z.pick(store, { store_id: true, store_name: true }),
  });
};

/**
 * The objects of a schema, found by walking its definitions the way compileSchema does; the exact count
 * below (the nine objects `build` writes) is what keeps this walk from sharing a blind spot with it.
 */
const objectsIn = (schema: unknown): { _zod: { run: unknown; def: Record<string, unknown> } }[] => {
  const found: { _zod: { run: unknown; def: Record<string, unknown> } }[] = [];
  const walk = (n: unknown) => {
    if (!n || typeof n !== 'object' || !('_zod' in n)) return;
    const node = n as { _zod: { run: unknown; def: Record<string, unknown> } };
    if (node._zod.def.type === 'object') found.push(node);
    for (const [k, v] of Object.entries(node._zod.def)) {
      if (k === 'shape') Object.values(v as object).forEach(walk);
      else if (Array.isArray(v)) v.forEach(walk);
      else walk(v);
    }
  };
  walk(schema);
  return found;
};

const good = {
  order_list: [
    {
      order_id: 1,
      table_no: null,
      items: [{ product_id: 3, product_name: '콜라', options: [{ option_name: '제로', option_price: 0 }] }],
      discounts: [{ kind: 'coupon', amount: 1000 }],
      extra: { b: 2 },
      count: '2',
      note: { text: 'abc' },
      unknown_key: 'dropped',
    },
    { order_id: 2, table_no: '5', items: [], count: 1, note: null },
  ],
  store: { store_id: 1, store_name: '매장', store_status: 1 },
};
const bad: unknown[] = [
  null,
  [],
  { order_list: 'x', store: {} },
  { ...good, store: { store_id: 1.5 } },
  {
    ...good,
    order_list: [
      { ...good.order_list[0], items: [{ product_id: 'x', options: [{ option_price: 1 }] }] },
      { ...good.order_list[1], discounts: [{ kind: 'stamp', amount: 1 }], extra: { c: 1 } },
      { ...good.order_list[1], count: 3, note: { text: 'abcd' }, table_no: 5 },
      { ...good.order_list[1], discounts: undefined, order_id: undefined },
    ],
  },
];

describe('compileSchema', () => {
  it('gives every object, at every depth, a compiled parse', () => {
    const schema = build();
    const objects = objectsIn(schema);
    // root, order, item, option, discount, the union's two, note, the picked store
    expect(objects.length).toBe(9);
    const before = objects.map((o) => o._zod.run);
    compileSchema(schema);
    objects.forEach((o, i) => expect(o._zod.run, `object ${i}`).not.toBe(before[i]));
  });

  it('parses to the same output and the same issues as zod/mini', () => {
    const plain = build();
    const compiled = compileSchema(build());
    const ok = compiled.safeParse(good);
    expect(ok.success).toBe(true);
    expect(ok.data).toEqual(plain.safeParse(good).data);
    expect(Object.keys(ok.data!.order_list[0]!)).not.toContain('unknown_key');
    expect(ok.data!.order_list[0]!.count).toBe(2);
    expect('discounts' in ok.data!.order_list[1]!).toBe(false);
    for (const input of bad) {
      const a = plain.safeParse(input);
      const b = compiled.safeParse(input);
      expect(b.success).toBe(false);
      expect(b.error!.issues).toEqual(a.error!.issues);
    }
    // The Korean messages of the contract's locale reach the compiled parse too.
    const issue = compiled.safeParse(bad[3]).error!.issues[0]!;
    expect(issue.message).toMatch(/[가-힣]/);
  });

  it('parses the same again on later calls (the compiled parser is built once, on first use)', () => {
    const plain = build();
    const compiled = compileSchema(build());
    for (let i = 0; i < 3; i++) {
      expect(compiled.safeParse(good).data).toEqual(plain.safeParse(good).data);
      expect(compiled.safeParse(bad[4]).error!.issues).toEqual(plain.safeParse(bad[4]).error!.issues);
    }
  });
});
