/**
 * Issue 22, "every input either valid or a clear 4xx", with generated bodies: for every call the
 * server registers, a body that passes the call's own request schema is derived from the schema (each
 * field gets the first candidate value its schema accepts), and then every field in turn is replaced by
 * each edge value — control characters, lone surrogates, 100k characters, numbers at 0/−1/2^31/2^53,
 * fractions and 1e400 (sent as raw JSON text), impossible dates, null, arrays, objects — and also left
 * out, with an extra field added. Every answer must be below 500, as a super admin and (for calls
 * without a token) anonymously.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { registeredCalls } from '../../server/lib/call';
import { type TestServer, withTestServer } from './helpers';

type Schema = z.core.$ZodType;
const defOf = (s: Schema) =>
  (s as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;

const STRING_CANDIDATES = [
  '20260115',
  '202601',
  'Test1234',
  '테스트',
  'abc123def',
  '010-1234-5678',
  '2026-01-15T10:00:00+09:00',
  'https://example.com/a.png',
  '/uploads/seed/logo-1.svg',
  'a'.repeat(12),
  '1',
  'product',
  'image/png',
  'logo',
];
const NUMBER_CANDIDATES = [1, 2, 3, 10, 90, 1000, 0];

/** A value the schema accepts, or undefined when none of the candidates fits. */
function sample(schema: Schema, depth = 0): unknown {
  if (depth > 6) return undefined;
  const def = defOf(schema);
  const accepts = (v: unknown) =>
    (schema as unknown as { '~standard': { validate(v: unknown): { issues?: unknown } } })[
      '~standard'
    ].validate(v);
  const ok = (v: unknown) => {
    const r = accepts(v) as { issues?: unknown } | Promise<unknown>;
    return !(r instanceof Promise) && !r.issues;
  };
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      const out: Record<string, unknown> = {};
      for (const [k, s] of Object.entries(shape)) {
        const v = sample(s, depth + 1);
        if (v !== undefined) out[k] = v;
      }
      return out;
    }
    case 'optional':
    case 'default':
    case 'nullable':
    case 'pipe':
    case 'prefault':
      return sample((def.innerType ?? def.in) as Schema, depth + 1) ?? firstOk(ok);
    case 'array': {
      const el = sample(def.element as Schema, depth + 1);
      return ok([el]) ? [el] : ok([]) ? [] : [el];
    }
    case 'literal':
      return (def.values as unknown[])[0];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'union':
      for (const o of def.options as Schema[]) {
        const v = sample(o, depth + 1);
        if (v !== undefined && ok(v)) return v;
      }
      return undefined;
    default:
      return firstOk(ok);
  }
}
function firstOk(ok: (v: unknown) => boolean): unknown {
  for (const c of [...NUMBER_CANDIDATES, ...STRING_CANDIDATES, true, false, 1, 0]) if (ok(c)) return c;
  return undefined;
}

/** Edge values as raw JSON text (so 1e400 arrives as written). */
const EDGES: string[] = [
  JSON.stringify('\u0000'),
  JSON.stringify('a\u0001b'),
  JSON.stringify('\uD800'),
  JSON.stringify('\u009F'),
  JSON.stringify('가'.repeat(100_000)),
  JSON.stringify('👩‍👩‍👧‍👦'),
  '0',
  '-1',
  String(2 ** 31),
  String(2 ** 53),
  '0.5',
  '1e400',
  '"NaN"',
  '"00000101"',
  '"000001"',
  '"99991231"',
  '"20260230"',
  '"202613"',
  '"0000-01-01T00:00:00Z"',
  'null',
  '[]',
  '{}',
  '[1,[2]]',
  'true',
];

describe('generated fuzzing of every call', () => {
  let s: TestServer;
  let token: string;
  withTestServer(
    (server, _base, t) => {
      s = server;
      token = t;
    },
    { login: 'admin' },
  );

  it('answers every generated body below 500', async () => {
    const wrong: string[] = [];
    let sent = 0;
    let derived = 0;
    const send = async (path: string, payload: string, withToken: boolean) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (withToken) headers.authorization = `Bearer ${token}`;
      if (path.startsWith('customer/')) headers['x-channel-key'] = s.built.ctx.channel.internalKey;
      const r = await s.built.app.inject({ method: 'POST', url: `/api/${path}`, payload, headers });
      sent += 1;
      if (r.statusCode >= 500)
        wrong.push(`${path} ${payload.slice(0, 120)} → ${r.statusCode} ${r.body.slice(0, 120)}`);
    };
    for (const [path, { def }] of registeredCalls) {
      if (path === 'store/logout') continue; // ends the admin's session for every later call
      const base = (sample(def.request as unknown as Schema) ?? {}) as Record<string, unknown>;
      if (base.store_id !== undefined) base.store_id = 1;
      if (def.request.safeParse(base).success) derived += 1;
      await send(path, JSON.stringify(base), true);
      await send(path, JSON.stringify({ ...base, unexpected_field: '\u0000' }), true);
      for (const key of Object.keys(base)) {
        const { [key]: _left, ...without } = base;
        await send(path, JSON.stringify(without), true);
        for (const edge of EDGES) {
          const text = JSON.stringify({ ...base, [key]: '__EDGE__' }).replace('"__EDGE__"', edge);
          await send(path, text, true);
        }
      }
      await send(path, JSON.stringify(base), false);
    }
    console.log(
      `generated fuzzing: ${registeredCalls.size} calls, ${derived} valid base bodies derived from their schemas, ${sent} requests, ${wrong.length} answered 5xx`,
    );
    expect(wrong).toEqual([]);
  }, 600_000);
});
