import { z } from 'zod/mini';
import { defineCall } from './envelope';
import { id, optionalId, int } from './common';
import { flag, hhmm } from './fields';

/** When the store takes orders: weekly hours, holidays, temporary schedules, open/close by hand. */

/* ───────────────────────── opening hours, holidays, temporary schedules ───────────────────────── */

/** Spec §3 holiday types. */
export const HolidayType = { OFF_NONE: 1, OFF_PER_WEEK: 2, OFF_PER_MONTH: 3 } as const;
/** Spec §3 temporary schedule types. */
export const TempType = { OPEN: 1, CLOSE: 2 } as const;

/** Weekdays 1 = Monday … 7 = Sunday (ISO), the week starting Monday like the date picker. */
const weekday = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(7));

export const openingHourSchema = z.object({
  weekday: int,
  open_time: z.string(),
  close_time: z.string(),
  closed: int,
});
export type OpeningHour = z.infer<typeof openingHourSchema>;

export const holidaySchema = z.object({
  holiday_type: int,
  /** Weeks of the month (1–4) for OFF_PER_MONTH. */
  holiday_weeks: z.array(int),
  /** Weekdays off (1 = Mon … 7 = Sun) for OFF_PER_WEEK and OFF_PER_MONTH. */
  holiday_days: z.array(int),
});
export type Holiday = z.infer<typeof holidaySchema>;

export const tempScheduleSchema = z.object({
  temp_id: int,
  temp_type: int,
  start_at: z.string(),
  end_at: z.string(),
  reason: z.string(),
  /** 1 = in force right now. */
  active: int,
});
export type TempSchedule = z.infer<typeof tempScheduleSchema>;

export const storeHoursSchema = z.object({
  opening_hours: z.array(openingHourSchema),
  holiday: holidaySchema,
  /** Current and future temporary schedules, soonest first. */
  temp_list: z.array(tempScheduleSchema),
  /** stores.store_status: 1 open, 2 paused, 3 closed for the day. */
  store_status: int,
  /** Whether the customer channel takes orders right now (status and temporary schedules combined). */
  taking_orders: int,
});
export type StoreHours = z.infer<typeof storeHoursSchema>;

/** Not named by the spec: the read side of /opening-hours. */
export const storeHoursInfoCall = defineCall(
  'store/hours/info',
  () => z.object({ store_id: id }),
  () => storeHoursSchema,
);

export const holidayEditCall = defineCall(
  'store/holiday/edit',
  () =>
    z
      .object({
        store_id: id,
        opening_hours: z
          .array(
            z.object({
              weekday,
              open_time: hhmm,
              close_time: hhmm,
              closed: z._default(flag, 0),
            }),
          )
          .check(z.length(7, '요일별 영업시간 7개가 모두 필요합니다.')),
        holiday_type: z.pipe(
          z.coerce.number().check(z.int()),
          z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '휴무 유형을 선택해 주세요.' }),
        ),
        holiday_weeks: z._default(
          z.array(
            z.coerce
              .number()
              .check(z.int(), z.minimum(1, '주차는 1~4 사이입니다.'), z.maximum(4, '주차는 1~4 사이입니다.')),
          ),
          [],
        ),
        holiday_days: z._default(z.array(weekday), []),
      })
      .check(
        z.superRefine((v, issue) => {
          const days = new Set(v.opening_hours.map((h) => h.weekday));
          if (days.size !== 7)
            issue.addIssue({
              code: 'custom',
              path: ['opening_hours'],
              message: '월요일부터 일요일까지 한 번씩 입력해 주세요.',
            });
          v.opening_hours.forEach((h, i) => {
            if (h.closed === 0 && h.open_time === h.close_time)
              issue.addIssue({
                code: 'custom',
                path: ['opening_hours', i, 'close_time'],
                message: '여는 시간과 닫는 시간이 같습니다.',
              });
          });
          if (v.holiday_type !== HolidayType.OFF_NONE && v.holiday_days.length === 0)
            issue.addIssue({
              code: 'custom',
              path: ['holiday_days'],
              message: '휴무 요일을 하나 이상 선택해 주세요.',
            });
          if (v.holiday_type === HolidayType.OFF_PER_MONTH && v.holiday_weeks.length === 0)
            issue.addIssue({
              code: 'custom',
              path: ['holiday_weeks'],
              message: '휴무 주차(1~4주)를 하나 이상 선택해 주세요.',
            });
        }),
      ),
  () => storeHoursSchema,
);

export const TEMP_MAX_DAYS = 62;
/** The reason's counter on the form and the schema's refusal share it. */
export const TEMP_REASON_MAX = 100;
export const tempEditCall = defineCall(
  'store/temp/edit',
  () =>
    z
      .object({
        store_id: id,
        /** Absent = create. */
        temp_id: optionalId,
        temp_type: z.pipe(
          z.coerce.number().check(z.int()),
          z.union([z.literal(1), z.literal(2)], { error: '임시 영업/휴업 유형을 선택해 주세요.' }),
        ),
        start_at: z.iso.datetime({ offset: true, error: '시작 시각이 올바르지 않습니다.' }),
        end_at: z.iso.datetime({ offset: true, error: '종료 시각이 올바르지 않습니다.' }),
        reason: z._default(
          z
            .string()
            .check(
              z.trim(),
              z.maxLength(TEMP_REASON_MAX, `사유는 ${TEMP_REASON_MAX}자 이내로 입력해 주세요.`),
            ),
          '',
        ),
      })
      .check(
        z.superRefine((v, issue) => {
          const start = Date.parse(v.start_at);
          const end = Date.parse(v.end_at);
          if (end <= start)
            issue.addIssue({
              code: 'custom',
              path: ['end_at'],
              message: '종료 시각은 시작 시각보다 뒤여야 합니다.',
            });
          else if (end - start > TEMP_MAX_DAYS * 86_400_000)
            issue.addIssue({
              code: 'custom',
              path: ['end_at'],
              message: `기간은 ${TEMP_MAX_DAYS}일 이내로 정해 주세요.`,
            });
        }),
      ),
  () => storeHoursSchema,
);
export const tempDelCall = defineCall(
  'store/temp/del',
  () => z.object({ store_id: id, temp_id: id }),
  () => storeHoursSchema,
);
export const openManualCall = defineCall(
  'store/open/manual',
  () => z.object({ store_id: id }),
  () => storeHoursSchema,
);
export const dailyCloseCall = defineCall(
  'store/daily/close',
  () => z.object({ store_id: id }),
  () => storeHoursSchema,
);
