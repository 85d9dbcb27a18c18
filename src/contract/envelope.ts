import { z } from 'zod/mini';
import { int } from './common';

/**
 * Every /api answer is one envelope. `code` 0 is success; anything else is an error code from
 * `ErrorCode`. A response may carry `token`, which replaces the stored token (sliding session).
 * `fields` names the invalid request fields on a validation error (field → Korean message).
 */
export const ErrorCode = {
  OK: 0,
  VALIDATION: 9001,
  LOGIN_FAILED: 9002,
  FORBIDDEN: 9003,
  NOT_FOUND: 9004,
  CONFLICT: 9009,
  RATE_LIMITED: 9029,
  INVALID_TOKEN: 9991,
  EXPIRED_TOKEN: 9994,
  SERVER: 9999,
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Codes after which the session is over: alert once, clear the token, go to /login. */
export const SESSION_END_CODES: readonly number[] = [ErrorCode.INVALID_TOKEN, ErrorCode.EXPIRED_TOKEN];

export const envelopeBaseSchema = z.object({
  code: int,
  message: z.string(),
  token: z.optional(z.string()),
  fields: z.optional(z.record(z.string(), z.string())),
  /** On a CONFLICT about an order, the order's current state travels here. */
  current: z.optional(z.unknown()),
});
export type EnvelopeBase = z.infer<typeof envelopeBaseSchema>;

export function envelopeSchema<T extends z.ZodMiniType>(data: T) {
  return z.extend(envelopeBaseSchema, { data: z.optional(data) });
}
export type Envelope<T> = EnvelopeBase & { data?: T };

/**
 * A call's request and response schemas, shared by the client fetcher and the server route. `Path` keeps
 * the literal path so the server can look up the call's access-policy entry at compile time.
 */
export interface CallDef<Req extends z.ZodMiniType, Res extends z.ZodMiniType, Path extends string = string> {
  path: Path;
  request: Req;
  response: Res;
}
/**
 * The schemas are built on first use, not when the contract module is evaluated: the tablet's start
 * evaluates the contracts of 14 calls and needs the response schemas of four (token, store, codes,
 * orders) and no request schema at all (the client sends bodies unparsed; the server and the forms
 * parse them). Building every schema of those modules was most of the `start` chunk's evaluation,
 * a task after the first paint (docs/benchmarks.md, session 2026-11-29). Shared parts (an order, a
 * store) stay module constants.
 */
export function defineCall<
  Req extends z.ZodMiniType,
  Res extends z.ZodMiniType,
  const Path extends string = string,
>(path: Path, request: () => Req, response: () => Res): CallDef<Req, Res, Path> {
  let req: Req | undefined;
  let res: Res | undefined;
  return {
    path,
    get request() {
      return (req ??= request());
    },
    get response() {
      return (res ??= response());
    },
  };
}
export type CallRequest<C> = C extends CallDef<infer Req, z.ZodMiniType> ? z.input<Req> : never;
export type CallResponse<C> = C extends CallDef<z.ZodMiniType, infer Res> ? z.output<Res> : never;

/** The empty body used by calls that take none. */
export const emptyBody = z.looseObject({});
