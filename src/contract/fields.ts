import { z } from 'zod/mini';
import { preprocess } from './common';

/*
 * Field schemas the back-office calls share. Apart from common.ts, which the first screens load
 * ('start' chunk): building these is work only the back office needs.
 */

/** A time of day, HH:mm (opening hours, schedules, games). */
export const hhmm = z
  .string()
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, '시간은 HH:mm 형식으로 입력해 주세요.'));

/** A 0/1 switch that also takes true/false (forms send either). */
export const flag = preprocess(
  (v) => (v === true || v === 'true' ? 1 : v === false || v === 'false' ? 0 : v),
  z.pipe(
    z.coerce.number().check(z.int()),
    z.union([z.literal(0), z.literal(1)], { error: '0 또는 1이어야 합니다.' }),
  ),
);

/** A form's empty field ('' or null) as absent, for optional fields. */
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
/** Required text, trimmed, with Korean messages for empty and too long. */
export const trimmed = (max: number, required: string) =>
  z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max, `${max}자 이내로 입력해 주세요.`));
