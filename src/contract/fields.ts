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

/**
 * The Korean particle that follows `word`: `withBatchim` after a final consonant (받침), else
 * `without` (은/는, 이/가, 을/를). Words not ending in Hangul take `without`'s partner in parentheses.
 */
export function josa(word: string, withBatchim: string, without: string): string {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  if (code < 0 || code > 11171) return `${word}${withBatchim}(${without})`;
  return `${word}${code % 28 === 0 ? without : withBatchim}`;
}

interface WholeNumberOptions {
  /** Smallest allowed value (default 0: negatives are refused). */
  min?: number;
  max: number;
  /** Unit shown in the range messages ('원', '분', '개'). */
  unit?: string;
  /** Only multiples of this (the accept step's 5 minutes). */
  step?: number;
}

/**
 * What a form's number field may hold: digits typed as text (thousands commas and surrounding spaces
 * allowed, nothing else), or a JSON number. Nothing is rewritten: letters are a field error, not
 * dropped; '' is "required", never 0; a minus where negatives are not allowed is refused, not lost.
 */
function parseTypedNumber(v: unknown): unknown {
  if (v === null) return undefined;
  if (typeof v !== 'string') return v;
  const s = v.trim();
  if (s === '') return undefined;
  return /^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(s) ? Number(s.replaceAll(',', '')) : Number.NaN;
}

function wholeNumberSchema(label: string, { min = 0, max, unit = '', step = 1 }: WholeNumberOptions) {
  const fmt = (n: number) => `${n.toLocaleString('ko-KR')}${unit}`;
  return z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? `${josa(label, '을', '를')} 입력해 주세요.`
          : `${josa(label, '은', '는')} 숫자로 입력해 주세요.`,
    })
    .check(
      z.int(`${josa(label, '은', '는')} 소수점 없이 입력해 주세요.`),
      z.minimum(
        min,
        min === 0
          ? `${josa(label, '은', '는')} 0${unit} 이상이어야 합니다(음수 불가).`
          : `${josa(label, '은', '는')} ${fmt(min)} 이상이어야 합니다.`,
      ),
      z.maximum(max, `${josa(label, '은', '는')} ${fmt(max)} 이하로 입력해 주세요.`),
      z.refine((n) => n % step === 0, `${josa(label, '은', '는')} ${fmt(step)} 단위로 입력해 주세요.`),
    );
}

/** A required whole number (see parseTypedNumber): empty is an error naming the field. */
export const wholeNumber = (label: string, options: WholeNumberOptions) =>
  preprocess(parseTypedNumber, wholeNumberSchema(label, options));

/** An optional whole number: empty means absent (undefined); anything typed must be a valid number. */
export const optionalWholeNumber = (label: string, options: WholeNumberOptions) =>
  preprocess(parseTypedNumber, z.optional(wholeNumberSchema(label, options)));
