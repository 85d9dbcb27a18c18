import { z } from 'zod/mini';

/**
 * Classic zod's `z.preprocess`, which zod/mini lacks: the same pipe (a transform, then the schema) at
 * run time, typed like classic's (input `unknown`, optional when the schema is) so that a preprocessed
 * optional field stays optional in `z.input`. A plain `z.pipe(z.transform(fn), schema)` would make it
 * a required key.
 */
export type ZodMiniPreprocess<B extends z.core.$ZodType = z.core.$ZodType> = z.ZodMiniType<
  z.output<B>,
  unknown,
  z.core.$ZodPreprocessInternals<B>
>;
export function preprocess<B extends z.core.$ZodType>(
  fn: (value: unknown) => unknown,
  schema: B,
): ZodMiniPreprocess<B> {
  return z.pipe(z.transform(fn), schema) as unknown as ZodMiniPreprocess<B>;
}

/** Store ids, page numbers and the like arrive from forms as strings as often as numbers. */
export const id = z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647));
export const optionalId = preprocess((v) => (v === '' || v === null ? undefined : v), z.optional(id));
export const pageNo = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1);
/** Spec §9: page size is 50 rows. */
export const PAGE_SIZE = 50;
/** Spec §9: app type is 3. */
export const APP_TYPE = 3;
export const APP_NAME = 'counter-backoffice';

/** An integer as the server sends it (ids, amounts, counts, codes) in response schemas. */
export const int = z.number().check(z.int());

export const pageInfo = z.object({
  page_no: int,
  page_count: int,
  total_count: int,
});
export type PageInfo = z.infer<typeof pageInfo>;

/** Business dates the product deals in: anything outside is a typo (year 0000 used to reach the database). */
export const MIN_YEAR = 2000;
export const MAX_YEAR = 2100;

/** A real calendar day (no Feb 30, no month 13) in MIN_YEAR..MAX_YEAR. */
export function isBusinessDate(year: number, month: number, day = 1): boolean {
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** yyyyMMdd, as the date-picker's hidden field submits it. */
export const yyyymmdd = z.string().check(
  z.regex(/^\d{8}$/, '날짜 형식은 yyyyMMdd 입니다.'),
  z.refine(
    (v) => isBusinessDate(+v.slice(0, 4), +v.slice(4, 6), +v.slice(6, 8)),
    `${MIN_YEAR}–${MAX_YEAR}년의 실제 날짜를 입력해 주세요.`,
  ),
);
/** yyyyMM, as the month picker submits it. */
export const yyyymm = z.string().check(
  z.regex(/^\d{6}$/, '월 형식은 yyyyMM 입니다.'),
  z.refine(
    (v) => isBusinessDate(+v.slice(0, 4), +v.slice(4, 6)),
    `${MIN_YEAR}–${MAX_YEAR}년의 실제 월을 입력해 주세요.`,
  ),
);

/**
 * Text no field may hold: NUL (PostgreSQL refuses it in text, which answered 500), other C0 controls
 * but tab, newline and carriage return, DEL and C1 controls, and lone UTF-16 surrogates. The server
 * refuses any request string matching it before validation (server/lib/call.ts), so every call and
 * every field are covered by this one rule.
 */
export const FORBIDDEN_TEXT =
  // eslint-disable-next-line no-control-regex -- matching control characters is this rule's whole job
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const FORBIDDEN_TEXT_MESSAGE = '입력할 수 없는 문자(제어 문자)가 들어 있습니다.';
export const isoDateTime = z.string();

/** A promotion's state by its dates (here, not in people.ts: the promotion list's URL search uses it). */
export const promotionStateSchema = z.enum(['scheduled', 'active', 'expired', 'ended']);
export type PromotionState = z.infer<typeof promotionStateSchema>;
